import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const updateWeek =
  (services: WeekServices): RouteHandler<RouteById<'updateWeek'>> =>
  async ({ params, body, session }) =>
    ok(await services.weeks.update(session.userId, params.id, body));
