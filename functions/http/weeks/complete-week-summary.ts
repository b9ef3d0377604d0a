import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const completeWeekSummary =
  (services: WeekServices): RouteHandler<RouteById<'completeWeekSummary'>> =>
  async ({ body, session }) =>
    ok(await services.summaries.complete(session.userId, body.taskId));
