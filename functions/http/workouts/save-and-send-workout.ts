import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const saveAndSendWorkout =
  (services: WeekServices): RouteHandler<RouteById<'saveAndSendWorkout'>> =>
  async ({ params, body, session }) =>
    ok(await services.workouts.saveAndSend(session.userId, params.id, body.workoutDetails));
