import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { noContent } from '../../lib/responses';
import type { StravaModule } from '../../modules/strava/compose';

/** Works while Strava is down: the connection goes now, Strava is told from the queue. */
export const stravaDisconnect =
  ({ service }: StravaModule): RouteHandler<RouteById<'stravaDisconnect'>> =>
  async ({ session }) => {
    await service.disconnect(session.userId);
    return noContent();
  };
