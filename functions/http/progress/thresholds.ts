import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { created, ok } from '../../lib/responses';
import type { ThresholdServices } from '../../modules/thresholds/compose';

export const getThresholds =
  ({ thresholds }: ThresholdServices): RouteHandler<RouteById<'getThresholds'>> =>
  async ({ session }) =>
    ok(await thresholds.get(session.userId));

export const putThresholds =
  ({ thresholds }: ThresholdServices): RouteHandler<RouteById<'putThresholds'>> =>
  async ({ session, body }) =>
    ok(await thresholds.save(session.userId, body));

export const estimateThresholds =
  ({ estimates }: ThresholdServices): RouteHandler<RouteById<'estimateThresholds'>> =>
  async ({ session, body }) =>
    ok(await estimates.estimate(session.userId, body.names));

export const scheduleThresholdTest =
  ({ tests }: ThresholdServices): RouteHandler<RouteById<'scheduleThresholdTest'>> =>
  async ({ session, body }) =>
    created({ workout: await tests.schedule(session.userId, body.test, body.day) });
