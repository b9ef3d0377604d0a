import type { AppEnv } from '../../lib/env';
import { createGarminClient } from './client';
import type { GarminClient } from './port';
import { GARMIN_NOT_CONFIGURED, ProviderNotConfigured } from '../../lib/errors';

export type { GarminClient, GarminTokens } from './port';
export { GarminHttpError } from './port';

/** Garmin at the configured URLs (Garmin's in the cloud, the local stack's fake Garmin locally). */
export function garminClientFromEnv(
  config: Pick<
    AppEnv,
    'GARMIN_CLIENT_ID' | 'GARMIN_CLIENT_SECRET' | 'GARMIN_AUTH_URL' | 'GARMIN_TOKEN_URL' | 'GARMIN_API_URL'
  >,
): GarminClient {
  if (!config.GARMIN_CLIENT_ID || !config.GARMIN_CLIENT_SECRET)
    throw new ProviderNotConfigured(GARMIN_NOT_CONFIGURED, 'GARMIN_CLIENT_ID and GARMIN_CLIENT_SECRET');
  return createGarminClient({
    clientId: config.GARMIN_CLIENT_ID,
    clientSecret: config.GARMIN_CLIENT_SECRET,
    authUrl: config.GARMIN_AUTH_URL,
    tokenUrl: config.GARMIN_TOKEN_URL,
    apiUrl: config.GARMIN_API_URL,
  });
}
