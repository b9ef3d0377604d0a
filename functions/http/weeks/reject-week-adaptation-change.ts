import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeeksGroupServices } from '../../modules/weeks/compose';

export const rejectWeekAdaptationChange =
  (services: Pick<WeeksGroupServices, 'adaptation'>): RouteHandler<RouteById<'rejectWeekAdaptationChange'>> =>
  async ({ params, body, session }) =>
    ok(await services.adaptation.reject(session.userId, params.weekId, body.index));
