import { ok } from '../../lib/responses';
import type { RouteHandler } from '../../lib/http/types';
import type { RouteById } from '@shared/api/routes';
import type { PlanServices } from '../../modules/plans/compose';

export const planStatus =
  ({ plans }: PlanServices): RouteHandler<RouteById<'planStatus'>> =>
  async ({ params, session }) =>
    ok(await plans.status(session.userId, params.sessionId));
