import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { redirect } from '../../lib/responses';
import type { GarminModule } from '../../modules/garmin/compose';

export const garminCallback =
  ({ service }: GarminModule): RouteHandler<RouteById<'garminCallback'>> =>
  async ({ query, session }) =>
    redirect(await service.callback(session.userId, session.sid, query));
