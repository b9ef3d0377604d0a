import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const listActivities =
  (services: WeekServices): RouteHandler<RouteById<'listActivities'>> =>
  async ({ query, session }) =>
    ok(await services.activities.list(session.userId, query));
