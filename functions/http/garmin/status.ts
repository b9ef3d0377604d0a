import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { ok } from '../../lib/responses';
import type { GarminModule } from '../../modules/garmin/compose';

export const garminStatus =
  ({ service }: GarminModule): RouteHandler<RouteById<'garminStatus'>> =>
  async ({ session }) =>
    ok(await service.status(session.userId));
