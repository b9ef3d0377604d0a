import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { created } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const logActivity =
  (services: WeekServices): RouteHandler<RouteById<'logActivity'>> =>
  async ({ body, session }) =>
    created(await services.reports.log(session.userId, body));
