import { env } from '../../lib/env';
import type { Platform } from '../../composition/platform';
import { stravaClientFromEnv } from '../../providers/strava';
import type { StravaClient } from '../../providers/strava/port';
import { createUserRepository } from '../accounts/user-repository';
import type { TokenCipher } from '../garmin/token-cipher';
import { tokenCipherFromEnv } from '../garmin/token-cipher-from-env';
import { createStravaConnectionRepository } from './connection-repository';
import { createStravaAccess, type StravaAccess } from './strava-access';
import { createStravaService } from './strava-service';
import { createStravaTaskQueue } from './task-queue';

/**
 * Everything Strava for one composition root. The client and the cipher are built on first use, from the
 * configuration of that moment (the cloud reads the Strava secret at cold start first). Tokens are sealed with the
 * same cipher as Garmin's (KMS in the cloud, the key file locally).
 */
export function createStravaModule(
  { db, clock }: Pick<Platform, 'db' | 'clock'>,
  overrides: { client?: StravaClient } = {},
) {
  let client = overrides.client;
  let cipher: Promise<TokenCipher> | undefined;
  let access: StravaAccess | undefined;
  const connections = createStravaConnectionRepository(db);
  const getClient = () => (client ??= stravaClientFromEnv(env()));
  const getCipher = () => (cipher ??= tokenCipherFromEnv());
  const getAccess = () => (access ??= createStravaAccess({ client: getClient, connections, cipher: getCipher, clock }));
  return {
    connections,
    queue: createStravaTaskQueue(db),
    client: getClient,
    access: getAccess,
    cipher: getCipher,
    service: createStravaService({
      client: getClient,
      connections,
      cipher: getCipher,
      users: createUserRepository(db),
      appUrl: env().APP_URL,
      recordUrl: env().STRAVA_RECORD_URL ?? null,
      clock,
    }),
  };
}

export type StravaModule = ReturnType<typeof createStravaModule>;
