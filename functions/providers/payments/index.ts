import type { AppEnv } from '../../lib/env';
import type { PaymentProvider } from './port';
import { createStripePaymentProvider } from './stripe';

export type { PaymentEvent, PaymentProvider, CheckoutRequest } from './port';
export { InvalidSignatureError } from './port';

/** Stripe, at STRIPE_API_URL (the real API in the cloud, the local stack's fake Stripe locally). */
export async function paymentProviderFromEnv(
  config: Pick<AppEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'>,
): Promise<PaymentProvider> {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)
    throw new Error('Payments are not configured: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required');
  return createStripePaymentProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    apiUrl: config.STRIPE_API_URL,
  });
}
