import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const scheduleWorkout =
  (services: WeekServices): RouteHandler<RouteById<'scheduleWorkout'>> =>
  async ({ params, body, session }) =>
    ok(await services.workouts.schedule(session.userId, params.id, body.date));
