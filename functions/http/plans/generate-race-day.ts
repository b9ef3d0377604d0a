import { created, ok } from '../../lib/responses';
import type { RouteHandler } from '../../lib/http/types';
import type { RouteById } from '@shared/api/routes';
import type { PlanServices } from '../../modules/plans/compose';

/** 201 for the plan's first race-day plan, 200 when it replaces one. */
export const generateRaceDay =
  ({ raceDays }: PlanServices): RouteHandler<RouteById<'generateRaceDay'>> =>
  async ({ params, body, session }) => {
    const result = await raceDays.generate(session.userId, params.planId, body);
    return result.created ? created(result.plan) : ok(result.plan);
  };
