import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { noContent } from '../../lib/responses';
import type { GarminModule } from '../../modules/garmin/compose';

export const garminDisconnect =
  ({ service }: GarminModule): RouteHandler<RouteById<'garminDisconnect'>> =>
  async ({ session }) => {
    await service.disconnect(session.userId);
    return noContent();
  };
