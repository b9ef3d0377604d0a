import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { accepted } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const generateWorkout =
  (services: WeekServices): RouteHandler<RouteById<'generateWorkout'>> =>
  async ({ body, session }) =>
    accepted(await services.workouts.generate(session.userId, body));
