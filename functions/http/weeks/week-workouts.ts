import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const weekWorkouts =
  (services: WeekServices): RouteHandler<RouteById<'weekWorkouts'>> =>
  async ({ params, session }) =>
    ok(await services.weeks.workoutsOf(session.userId, params.weekId));
