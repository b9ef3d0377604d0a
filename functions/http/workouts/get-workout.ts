import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const getWorkout =
  (services: WeekServices): RouteHandler<RouteById<'getWorkout'>> =>
  async ({ params, session }) =>
    ok(await services.workouts.get(session.userId, params.id));
