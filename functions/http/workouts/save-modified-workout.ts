import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const saveModifiedWorkout =
  (services: WeekServices): RouteHandler<RouteById<'saveModifiedWorkout'>> =>
  async ({ params, body, session }) =>
    ok(await services.workouts.saveModified(session.userId, params.id, body.workoutDetails));
