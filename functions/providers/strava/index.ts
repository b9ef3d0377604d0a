import type { AppEnv } from '../../lib/env';
import { createStravaClient } from './client';
import type { StravaClient } from './port';
import { ProviderNotConfigured, STRAVA_NOT_CONFIGURED } from '../../lib/errors';

export type { StravaActivity, StravaClient, StravaTokens } from './port';
export { StravaHttpError } from './port';

/** Strava at the configured URLs (Strava's in the cloud, the local stack's fake Strava locally). */
export function stravaClientFromEnv(
  config: Pick<AppEnv, 'STRAVA_CLIENT_ID' | 'STRAVA_CLIENT_SECRET' | 'STRAVA_AUTH_URL' | 'STRAVA_API_URL'>,
): StravaClient {
  if (!config.STRAVA_CLIENT_ID || !config.STRAVA_CLIENT_SECRET)
    throw new ProviderNotConfigured(STRAVA_NOT_CONFIGURED, 'STRAVA_CLIENT_ID and STRAVA_CLIENT_SECRET');
  return createStravaClient({
    clientId: config.STRAVA_CLIENT_ID,
    clientSecret: config.STRAVA_CLIENT_SECRET,
    authUrl: config.STRAVA_AUTH_URL,
    apiUrl: config.STRAVA_API_URL,
  });
}
