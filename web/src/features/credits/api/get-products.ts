import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentProductView } from '../../../../../shared/schemas/payments';

export const productsQueryOptions = () => queryOptions<PaymentProductView[]>({ queryKey: ['/api/payment/products'] as const, staleTime: 60 * 60 * 1000 });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
