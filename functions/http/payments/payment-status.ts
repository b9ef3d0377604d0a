import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { PaymentServices } from '../../modules/payments/compose';

export const paymentStatus =
  ({ payments }: PaymentServices): RouteHandler<RouteById<'paymentStatus'>> =>
  async ({ params, session }) =>
    ok(await payments.status(session.userId, params.transactionId));
