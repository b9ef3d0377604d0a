import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { WeeksGroupServices } from '../../modules/weeks/compose';

export const weekAdaptationPreview =
  (services: Pick<WeeksGroupServices, 'adaptation'>): RouteHandler<RouteById<'weekAdaptationPreview'>> =>
  async ({ query, session }) =>
    ok(await services.adaptation.preview(session.userId, query.trainingPlanId));
