import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { ReadinessService } from '../../modules/readiness/readiness-service';

export const getReadiness =
  (readiness: ReadinessService): RouteHandler<RouteById<'getReadiness'>> =>
  async ({ query, session }) =>
    ok(await readiness.view(session.userId, query.date));

export const putReadinessCheckIn =
  (readiness: ReadinessService): RouteHandler<RouteById<'putReadinessCheckIn'>> =>
  async ({ body, session }) =>
    ok(await readiness.checkIn(session.userId, body));

export const decideReadiness =
  (readiness: ReadinessService): RouteHandler<RouteById<'decideReadiness'>> =>
  async ({ body, session }) =>
    ok(await readiness.decide(session.userId, body));
