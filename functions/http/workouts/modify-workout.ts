import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { accepted } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const modifyWorkout =
  (services: WeekServices): RouteHandler<RouteById<'modifyWorkout'>> =>
  async ({ params, body, session }) =>
    accepted(await services.workouts.modify(session.userId, params.id, body.prompt));
