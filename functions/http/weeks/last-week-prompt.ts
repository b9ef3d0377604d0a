import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const lastWeekPrompt =
  (services: WeekServices): RouteHandler<RouteById<'lastWeekPrompt'>> =>
  async ({ session }) =>
    ok(await services.weeks.lastPrompt(session.userId));
