import Stripe from 'stripe';
import { invoke, type ApiResponse } from '../../support/api-event';

const signer = new Stripe('sk_test_integration');
let sequence = 0;

export interface SessionFields {
  sessionId: string;
  transactionId: string;
  userId: string;
  amount: number;
  currency: string;
  paid?: boolean;
  /** The checkout's payment intent (Stripe sets it when the session completes). */
  paymentIntent?: string;
}

/** A Stripe event as Stripe posts it to the webhook endpoint. */
export function sessionEvent(
  type: string,
  fields: SessionFields,
  eventId = `evt_test_${Date.now()}_${sequence++}`,
): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: fields.sessionId,
        object: 'checkout.session',
        mode: 'payment',
        amount_total: fields.amount,
        currency: fields.currency.toLowerCase(),
        client_reference_id: fields.transactionId,
        metadata: { transactionId: fields.transactionId, userId: fields.userId },
        payment_status: fields.paid === false ? 'unpaid' : 'paid',
        payment_intent: fields.paymentIntent ?? null,
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
      },
    },
  });
}

/** A charge.refunded event; `withMetadata: false` is a charge Stripe did not copy the intent's metadata to. */
export function chargeRefundedEvent(
  fields: Omit<SessionFields, 'sessionId'> & { amountRefunded: number; withMetadata?: boolean },
): string {
  return JSON.stringify({
    id: `evt_test_refund_${Date.now()}_${sequence++}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type: 'charge.refunded',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: `ch_test_${sequence}`,
        object: 'charge',
        amount: fields.amount,
        amount_refunded: fields.amountRefunded,
        currency: fields.currency.toLowerCase(),
        refunded: fields.amountRefunded >= fields.amount,
        payment_intent: fields.paymentIntent ?? null,
        metadata: fields.withMetadata === false ? {} : { transactionId: fields.transactionId, userId: fields.userId },
      },
    },
  });
}

/** Posts a payload to the real webhook route, signed by the SDK's test helper with the endpoint secret (or another). */
export function deliver(payload: string, secret = process.env.STRIPE_WEBHOOK_SECRET!): Promise<ApiResponse> {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return invoke({
    method: 'POST',
    path: '/api/payment/webhook',
    rawBody: payload,
    headers: { 'stripe-signature': signature },
  });
}
