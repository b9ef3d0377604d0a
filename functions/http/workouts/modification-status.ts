import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeekServices } from '../../modules/weeks/compose';

export const modificationStatus =
  (services: WeekServices): RouteHandler<RouteById<'modificationStatus'>> =>
  async ({ params, session }) =>
    ok(await services.workouts.modificationStatus(session.userId, params.taskId));
