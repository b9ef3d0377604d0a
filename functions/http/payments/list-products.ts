import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { PaymentServices } from '../../modules/payments/compose';

export const listProducts =
  ({ payments }: PaymentServices): RouteHandler<RouteById<'paymentProducts'>> =>
  async () =>
    ok(await payments.products());
