import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const deleteActivity =
  (services: WeekServices): RouteHandler<RouteById<'deleteActivity'>> =>
  async ({ params, session }) =>
    ok(await services.activities.remove(session.userId, params.id));
