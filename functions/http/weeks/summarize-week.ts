import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { accepted } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const summarizeWeek =
  (services: WeekServices): RouteHandler<RouteById<'summarizeWeek'>> =>
  async ({ session }) =>
    accepted(await services.summaries.start(session.userId));
