import { ok } from '../../lib/responses';
import type { RouteHandler } from '../../lib/http/types';
import type { RouteById } from '@shared/api/routes';
import type { PlanServices } from '../../modules/plans/compose';

export const listPlanWeeks =
  ({ plans }: PlanServices): RouteHandler<RouteById<'listPlanWeeks'>> =>
  async ({ params, session }) =>
    ok(await plans.weeks(session.userId, params.planId));
