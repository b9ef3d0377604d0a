import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const weekStatus =
  (services: WeekServices): RouteHandler<RouteById<'weekStatus'>> =>
  async ({ params, session }) =>
    ok(await services.weeks.status(session.userId, params.sessionId));
