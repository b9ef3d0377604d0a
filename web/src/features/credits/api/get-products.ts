import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';

export const productsQueryOptions = () => queryOptions({ queryKey: ['/api/payment/products'] as const, queryFn: () => apiCall('paymentProducts'), staleTime: 60 * 60 * 1000 });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
