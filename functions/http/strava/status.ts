import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { StravaModule } from '../../modules/strava/compose';

export const stravaStatus =
  ({ service }: StravaModule): RouteHandler<RouteById<'stravaStatus'>> =>
  async ({ session }) =>
    ok(await service.status(session.userId));
