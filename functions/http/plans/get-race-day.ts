import { ok } from '../../lib/responses';
import type { RouteHandler } from '../../lib/http/types';
import type { RouteById } from '@shared/api/routes';
import type { PlanServices } from '../../modules/plans/compose';

export const getRaceDay =
  ({ raceDays }: PlanServices): RouteHandler<RouteById<'getRaceDay'>> =>
  async ({ params, session }) =>
    ok(await raceDays.get(session.userId, params.planId));
