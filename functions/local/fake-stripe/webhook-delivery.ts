import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { publicSession } from './api';
import type { FakeCheckoutSession } from './session-store';

export type SessionEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

const RETRY_DELAYS_MS = [500, 2_000, 5_000];

/** A Stripe event around the session, as Stripe sends it to a webhook endpoint. */
function eventFor(type: SessionEventType, session: FakeCheckoutSession) {
  return {
    id: `evt_${randomBytes(16).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object: publicSession(session) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

/**
 * Posts the event to the app's webhook route over HTTP, signed exactly as Stripe signs it (the SDK's test header
 * with the endpoint secret), and retries a failed delivery a few times like Stripe does.
 */
export async function deliverSessionEvent(
  appUrl: string,
  type: SessionEventType,
  session: FakeCheckoutSession,
): Promise<number> {
  const secret = process.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set: the fake Stripe cannot sign events');
  const payload = JSON.stringify(eventFor(type, session));
  const signer = new Stripe(process.env.STRIPE_SECRET_KEY ?? 'sk_test_fake');
  for (let attempt = 0; ; attempt++) {
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    const status = await fetch(`${appUrl}/api/payment/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    })
      .then((response) => response.status)
      .catch(() => 0);
    if ((status >= 200 && status < 300) || attempt >= RETRY_DELAYS_MS.length) return status;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
  }
}
