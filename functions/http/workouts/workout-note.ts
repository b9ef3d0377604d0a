import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const workoutNote =
  (services: WeekServices): RouteHandler<RouteById<'workoutNote'>> =>
  async ({ params, body, session }) =>
    ok(await services.workouts.note(session.userId, params.id, body.note));
