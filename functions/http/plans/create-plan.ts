import { accepted } from '../../lib/responses';
import type { RouteHandler } from '../../lib/http/types';
import type { RouteById } from '@shared/api/routes';
import type { PlanServices } from '../../modules/plans/compose';

export const createPlan =
  ({ plans }: PlanServices): RouteHandler<RouteById<'createPlan'>> =>
  async ({ body, session }) =>
    accepted(await plans.create(session.userId, body));
