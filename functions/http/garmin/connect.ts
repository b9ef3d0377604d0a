import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { redirect } from '../../lib/responses';
import type { GarminModule } from '../../modules/garmin/compose';

/** A full-page navigation: 302 to Garmin's consent page with the PKCE challenge and a single-use state. */
export const garminConnect =
  ({ service }: GarminModule): RouteHandler<RouteById<'garminConnect'>> =>
  async ({ query, session }) =>
    redirect(await service.connect(session.userId, session.sid, query.from));
