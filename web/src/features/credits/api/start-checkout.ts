import { useMutation } from '@tanstack/react-query';
import type { CheckoutInput } from '@shared/schemas/payments';
import { apiCall } from '../../../lib/api-call';

/** POST /api/payment/checkout, then the browser leaves for the provider's hosted checkout page. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (input: CheckoutInput) => apiCall('paymentCheckout', { body: input }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
