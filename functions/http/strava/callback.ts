import type { RouteById } from '@shared/api/routes';
import type { RouteHandler } from '../../lib/http/types';
import { redirect } from '../../lib/responses';
import type { StravaModule } from '../../modules/strava/compose';

/** Strava sends the athlete back here (the redirect_uri): connect, then on to onboarding or settings. */
export const stravaCallback =
  ({ service }: StravaModule): RouteHandler<RouteById<'stravaCallback'>> =>
  async ({ query, session }) =>
    redirect(await service.callback(session.userId, session.sid, query));
