import type { RouteById } from '@shared/api/routes';
import { badRequest } from '../../lib/errors';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { PaymentServices } from '../../modules/payments/compose';
import { InvalidSignatureError, type PaymentProvider } from '../../providers/payments/port';

/** The provider's signed event: verified over the exact raw body before anything is read from it. */
export const paymentWebhook =
  (
    { payments }: PaymentServices,
    provider: () => Promise<PaymentProvider>,
  ): RouteHandler<RouteById<'paymentWebhook'>> =>
  async ({ request }) => {
    const verifier = await provider();
    let event;
    try {
      event = verifier.readEvent(request.rawBody, request.event.headers?.['stripe-signature']);
    } catch (error) {
      if (error instanceof InvalidSignatureError) throw badRequest('Invalid webhook signature');
      throw error;
    }
    await payments.handleEvent(event);
    return ok({ received: true });
  };
