import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const weekSummaryStatus =
  (services: WeekServices): RouteHandler<RouteById<'weekSummaryStatus'>> =>
  async ({ params, session }) =>
    ok(await services.summaries.status(session.userId, params.sessionId));
