import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, routeKey } from '../../../lib/api-call';

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: routeKey('paymentProducts'),
    queryFn: () => apiCall('paymentProducts'),
    staleTime: 60 * 60 * 1000,
  });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
