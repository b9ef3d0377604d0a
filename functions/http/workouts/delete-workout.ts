import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const deleteWorkout =
  (services: WeekServices): RouteHandler<RouteById<'deleteWorkout'>> =>
  async ({ params, session }) =>
    ok(await services.workouts.remove(session.userId, params.id));
