import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { accepted } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const createWeek =
  (services: WeekServices): RouteHandler<RouteById<'createWeek'>> =>
  async ({ body, session }) =>
    accepted(await services.weeks.create(session.userId, body));
