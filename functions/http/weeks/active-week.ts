import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const activeWeek =
  (services: WeekServices): RouteHandler<RouteById<'activeWeek'>> =>
  async ({ session }) =>
    ok(await services.weeks.active(session.userId));
