import { useMutation } from '@tanstack/react-query';
import type { CheckoutInput, CheckoutView } from '../../../../../shared/schemas/payments';
import { apiJson } from '../../../lib/api-client';

/** POST /api/payment/checkout, then the browser leaves for the provider's hosted checkout page. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (input: CheckoutInput) => apiJson<CheckoutView>('POST', '/api/payment/checkout', input),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
