import { useQuery } from '@tanstack/react-query';
import { apiCall, routeKey } from '../../../lib/api-call';

/** Re-checked every 3 seconds while the provider has not told us the outcome. */
export const PAYMENT_RECHECK_MS = 3000;

export type PaymentOutcome = 'success' | 'failure' | 'pending';

/** completed is a success; failed or cancelled a failure; any other status is still pending. */
export function paymentOutcome(status: string | undefined): PaymentOutcome {
  if (status === 'completed') return 'success';
  if (status === 'failed' || status === 'cancelled') return 'failure';
  return 'pending';
}

export function usePaymentStatus(transactionId: string | null) {
  return useQuery({
    queryKey: routeKey('paymentStatus', { params: { transactionId: transactionId ?? '' } }),
    queryFn: () => apiCall('paymentStatus', { params: { transactionId: transactionId ?? '' } }),
    enabled: Boolean(transactionId),
    refetchInterval: (query) =>
      paymentOutcome(query.state.data?.status) === 'pending' && !query.state.error ? PAYMENT_RECHECK_MS : false,
  });
}
