import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const reportWorkout =
  (services: WeekServices): RouteHandler<RouteById<'reportWorkout'>> =>
  async ({ params, body, session }) =>
    ok(await services.reports.report(session.userId, params.id, body));
