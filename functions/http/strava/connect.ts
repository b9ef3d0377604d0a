import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { redirect } from '../../lib/responses';
import type { StravaModule } from '../../modules/strava/compose';

/** A full-page navigation: 302 to Strava's authorize page with a single-use state bound to this session. */
export const stravaConnect =
  ({ service }: StravaModule): RouteHandler<RouteById<'stravaConnect'>> =>
  async ({ query, session }) =>
    redirect(await service.connect(session.userId, session.sid, query.from));
