import { env } from '../../lib/env';
import { createGroupHandler } from '../../lib/http/group-handler';
import { createPlatform } from '../../composition/platform';
import { createPaymentServices } from '../../modules/payments/compose';
import { paymentProviderFromEnv } from '../../providers/payments';
import type { PaymentProvider } from '../../providers/payments/port';
import { checkout } from './checkout';
import { listProducts } from './list-products';
import { paymentStatus } from './payment-status';
import { paymentWebhook } from './webhook';

const platform = createPlatform();
let provider: { version: number; built: Promise<PaymentProvider> } | undefined;
// Built on first use, after the Stripe keys are read from Secrets Manager (the SDK is loaded only then), and built
// again when a refresh of the secret brought new keys (a rotated webhook secret needs no cold start).
const paymentProvider = async (): Promise<PaymentProvider> => {
  const { loadProviderSecrets, providerSecretsVersion } = await import('../../lib/secrets');
  await loadProviderSecrets(['stripe']);
  const version = providerSecretsVersion();
  if (provider?.version !== version) {
    const built = paymentProviderFromEnv(env());
    provider = { version, built };
    built.catch(() => {
      if (provider?.built === built) provider = undefined;
    });
  }
  return provider.built;
};
const services = createPaymentServices(platform, paymentProvider);

export const handler = createGroupHandler(
  'payments',
  () => import('@shared/api/routes/payments').then((m) => m.paymentRoutes),
  {
    paymentProducts: listProducts(services),
    paymentCheckout: checkout(services),
    paymentWebhook: paymentWebhook(services, paymentProvider),
    paymentStatus: paymentStatus(services),
  },
  platform.sessionDeps,
);
