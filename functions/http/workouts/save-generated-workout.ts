import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const saveGeneratedWorkout =
  (services: WeekServices): RouteHandler<RouteById<'saveGeneratedWorkout'>> =>
  async ({ body, session }) =>
    ok(await services.workouts.saveGenerated(session.userId, body));
