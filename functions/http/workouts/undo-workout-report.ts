import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const undoWorkoutReport =
  (services: WeekServices): RouteHandler<RouteById<'undoWorkoutReport'>> =>
  async ({ params, session }) =>
    ok(await services.reports.undo(session.userId, params.id));
