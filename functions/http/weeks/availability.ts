import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeeksGroupServices } from '../../modules/weeks/compose';

export const getAvailability =
  (services: WeeksGroupServices): RouteHandler<RouteById<'getAvailability'>> =>
  async ({ session }) =>
    ok(await services.availability.get(session.userId));

export const putAvailability =
  (services: WeeksGroupServices): RouteHandler<RouteById<'putAvailability'>> =>
  async ({ session, body }) =>
    ok(await services.availability.save(session.userId, body));
