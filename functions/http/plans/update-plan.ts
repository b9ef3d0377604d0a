import { ok } from '../../lib/responses';
import type { RouteHandler } from '../../lib/http/types';
import type { RouteById } from '@shared/api/routes';
import type { PlanServices } from '../../modules/plans/compose';

export const updatePlan =
  ({ plans }: PlanServices): RouteHandler<RouteById<'updatePlan'>> =>
  async ({ params, body, session }) =>
    ok(await plans.update(session.userId, params.id, body));
