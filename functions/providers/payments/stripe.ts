import type Stripe from 'stripe';
import { logger } from '../../lib/logger';
import {
  InvalidSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
} from './port';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Where the Stripe API answers: https://api.stripe.com in the cloud, the local stack's fake Stripe locally. */
  apiUrl: string;
}

const metaOf = (object: { metadata?: Stripe.Metadata | null; client_reference_id?: string | null }) => ({
  transactionId: object.metadata?.transactionId ?? object.client_reference_id ?? null,
  userId: object.metadata?.userId ?? null,
});

/** Stripe Checkout through the official SDK; the same code talks to Stripe and to the local fake. */
export async function createStripePaymentProvider(config: StripeConfig): Promise<PaymentProvider> {
  // Loaded here, not at import: the SDK ships beside the bundle and only the payment routes that need it pay for it.
  const { default: StripeSdk } = await import('stripe');
  const api = new URL(config.apiUrl);
  const stripe = new StripeSdk(config.secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === 'https:' ? 443 : 80),
    protocol: api.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
  });

  return {
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const metadata = { transactionId: request.transactionId, userId: request.userId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amount,
                product_data: {
                  name: `Tricoach ${request.productName}`,
                  description: `${request.credits} training-week credits`,
                },
              },
            },
          ],
          client_reference_id: request.transactionId,
          metadata,
          // The charge carries them too, so a refund event finds its transaction.
          payment_intent_data: { metadata },
          customer_email: request.email,
          locale: request.lang,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: request.expiresAt,
        },
        { idempotencyKey: request.transactionId },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { checkoutSessionId: session.id, url: session.url };
    },

    readEvent(rawBody: string, signature: string | undefined): PaymentEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      } catch {
        throw new InvalidSignatureError('Invalid webhook signature');
      }
      try {
        return toPaymentEvent(event);
      } catch (error) {
        // Signed by Stripe but not the shape we read (no data.object, missing fields): acknowledged, so Stripe stops
        // retrying, and logged for a look; nothing is granted or changed.
        logger.warn('Payment event of an unexpected shape: acknowledged, not processed', {
          eventId: event.id,
          type: event.type,
          error: (error as Error).message,
        });
        return { kind: 'ignored', eventId: String(event.id), type: String(event.type) };
      }
    },
  };
}

function objectOf<T>(event: { data?: { object?: unknown } }): T & { id: string } {
  const object = event.data?.object as { id?: unknown } | undefined;
  if (!object || typeof object !== 'object' || typeof object.id !== 'string')
    throw new Error('The event has no data.object with an id');
  return object as T & { id: string };
}

/** Our reading of the events we act on; throws when one is not the shape it should be. */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = objectOf<Stripe.Checkout.Session>(event);
      const base = { eventId: event.id, checkoutSessionId: session.id, ...metaOf(session) };
      if (
        session.amount_total !== null &&
        session.amount_total !== undefined &&
        typeof session.amount_total !== 'number'
      )
        throw new Error('The session amount is not a number');
      if (session.payment_status === 'unpaid') return { kind: 'awaiting-payment', ...base };
      return {
        kind: 'paid',
        ...base,
        amount: session.amount_total ?? -1,
        currency: (session.currency ?? '').toUpperCase(),
        paymentIntentId: idOf(session.payment_intent),
      };
    }
    case 'checkout.session.async_payment_failed':
      return { kind: 'failed', eventId: event.id, checkoutSessionId: objectOf(event).id, ...metaOf(objectOf(event)) };
    case 'checkout.session.expired':
      return { kind: 'expired', eventId: event.id, checkoutSessionId: objectOf(event).id, ...metaOf(objectOf(event)) };
    case 'charge.refunded': {
      const charge = objectOf<Stripe.Charge>(event);
      if (
        typeof charge.amount !== 'number' ||
        typeof charge.amount_refunded !== 'number' ||
        typeof charge.currency !== 'string'
      )
        throw new Error('The charge lacks its amounts');
      return {
        kind: 'refunded',
        eventId: event.id,
        ...metaOf(charge),
        amount: charge.amount,
        amountRefunded: charge.amount_refunded,
        currency: charge.currency.toUpperCase(),
        paymentIntentId: idOf(charge.payment_intent),
      };
    }
    default:
      return { kind: 'ignored', eventId: event.id, type: event.type };
  }
}

/** An expandable Stripe reference (an id, or the expanded object) as its id. */
function idOf(ref: string | { id: string } | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}
