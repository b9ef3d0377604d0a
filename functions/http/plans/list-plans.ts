import { ok } from '../../lib/responses';
import type { RouteHandler } from '../../lib/http/types';
import type { RouteById } from '@shared/api/routes';
import type { PlanServices } from '../../modules/plans/compose';

export const listPlans =
  ({ plans }: PlanServices): RouteHandler<RouteById<'listPlans'>> =>
  async ({ query, session }) =>
    ok(await plans.list(session.userId, query.active === 'true'));
