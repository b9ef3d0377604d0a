import type { Currency } from '@shared/payments/products';

export interface CheckoutRequest {
  transactionId: string;
  userId: string;
  email: string;
  lang: 'en' | 'pl';
  productName: string;
  credits: number;
  /** Minor units. */
  amount: number;
  currency: Currency;
  successUrl: string;
  cancelUrl: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export interface CheckoutSession {
  checkoutSessionId: string;
  url: string;
}

/** What our webhook acts on, read from a verified provider event. */
export type PaymentEvent =
  | {
      kind: 'paid';
      eventId: string;
      checkoutSessionId: string;
      transactionId: string | null;
      userId: string | null;
      amount: number;
      currency: string;
      paymentIntentId: string | null;
    }
  | {
      kind: 'awaiting-payment';
      eventId: string;
      checkoutSessionId: string;
      transactionId: string | null;
      userId: string | null;
    }
  | { kind: 'failed'; eventId: string; checkoutSessionId: string; transactionId: string | null; userId: string | null }
  | { kind: 'expired'; eventId: string; checkoutSessionId: string; transactionId: string | null; userId: string | null }
  | {
      kind: 'refunded';
      eventId: string;
      transactionId: string | null;
      userId: string | null;
      amount: number;
      amountRefunded: number;
      currency: string;
      paymentIntentId: string | null;
    }
  | { kind: 'ignored'; eventId: string; type: string };

export class InvalidSignatureError extends Error {}

/** The card payment provider: hosted checkout sessions out, signed events in. */
export interface PaymentProvider {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature over the exact raw body; throws InvalidSignatureError when it does not hold. */
  readEvent(rawBody: string, signature: string | undefined): PaymentEvent;
}
