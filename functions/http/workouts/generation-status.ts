import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const generationStatus =
  (services: WeekServices): RouteHandler<RouteById<'generationStatus'>> =>
  async ({ params, session }) =>
    ok(await services.workouts.generationStatus(session.userId, params.sessionId));
