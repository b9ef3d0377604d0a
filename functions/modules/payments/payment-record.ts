import type { Currency } from '@shared/payments/products';
import type { PaymentStatus, PaymentStatusView } from '@shared/schemas/payments';

/** A payment_transactions row. */
export interface PaymentRecord {
  id: string;
  userId: string;
  productId: string;
  productName: string;
  credits: number;
  /** Minor units. */
  amount: number;
  currency: Currency;
  status: PaymentStatus;
  providerSessionId?: string;
  /** Stripe's payment intent, stored when the checkout completes: refunds (charge.refunded) are matched by it. */
  paymentIntentId?: string;
  /** Credits already taken back by refunds. */
  refundedCredits?: number;
  createdAt: string;
  updatedAt: string;
  completedAt?: string;
  error?: string;
}

export const toPaymentStatusView = (record: PaymentRecord): PaymentStatusView => ({
  status: record.status,
  amount: record.amount,
  currency: record.currency,
  creditsAmount: record.credits,
  ...(record.error ? { error: record.error } : {}),
});
