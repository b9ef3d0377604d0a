import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeeksGroupServices } from '../../modules/weeks/compose';

export const acceptWeekAdaptation =
  (services: Pick<WeeksGroupServices, 'adaptation'>): RouteHandler<RouteById<'acceptWeekAdaptation'>> =>
  async ({ params, session }) =>
    ok(await services.adaptation.accept(session.userId, params.weekId));
