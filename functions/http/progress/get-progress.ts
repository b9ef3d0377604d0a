import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { ProgressServices } from '../../modules/progress/compose';

export const getProgress =
  (services: ProgressServices): RouteHandler<RouteById<'getProgress'>> =>
  async ({ query, session }) =>
    ok(await services.progress.get(session.userId, query));
