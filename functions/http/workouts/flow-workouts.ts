import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const flowWorkouts =
  (services: WeekServices): RouteHandler<RouteById<'flowWorkouts'>> =>
  async ({ session }) =>
    ok(await services.weeks.flowWorkouts(session.userId));
