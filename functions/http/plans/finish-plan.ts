import { ok } from '../../lib/responses';
import type { RouteHandler } from '../../lib/http/types';
import type { RouteById } from '@shared/api/routes';
import type { PlanServices } from '../../modules/plans/compose';

export const finishPlan =
  ({ plans }: PlanServices): RouteHandler<RouteById<'finishPlan'>> =>
  async ({ params, session }) =>
    ok(await plans.finish(session.userId, params.id));
