import { randomBytes } from 'node:crypto';

/**
 * Without a real Stripe test key the local stack points the payment provider at its fake Stripe (same origin,
 * /v1) with keys of its own; with STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET from `stripe listen`) it uses Stripe.
 */
export function localStripeEnv(appUrl: string, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  if (env.STRIPE_SECRET_KEY) return {};
  return {
    STRIPE_API_URL: appUrl,
    STRIPE_SECRET_KEY: `sk_test_local_${randomBytes(12).toString('hex')}`,
    STRIPE_WEBHOOK_SECRET: `whsec_local_${randomBytes(24).toString('base64url')}`,
  };
}
