import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { ReplanService } from '../../modules/replan/replan-service';

export const weekReplan =
  (replan: ReplanService): RouteHandler<RouteById<'weekReplan'>> =>
  async ({ params, query, session }) =>
    ok(await replan.propose(session.userId, params.weekId, query.tz));

export const decideWeekReplan =
  (replan: ReplanService): RouteHandler<RouteById<'decideWeekReplan'>> =>
  async ({ params, query, body, session }) =>
    ok(await replan.decide(session.userId, params.weekId, body, query.tz));
