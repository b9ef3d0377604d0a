import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { created } from '../../lib/responses';
import type { PaymentServices } from '../../modules/payments/compose';

export const checkout =
  ({ payments }: PaymentServices): RouteHandler<RouteById<'paymentCheckout'>> =>
  async ({ body, session }) =>
    created(await payments.checkout(session.userId, body));
