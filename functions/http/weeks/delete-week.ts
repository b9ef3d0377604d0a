import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const deleteWeek =
  (services: WeekServices): RouteHandler<RouteById<'deleteWeek'>> =>
  async ({ params, session }) =>
    ok(await services.weeks.remove(session.userId, params.id));
