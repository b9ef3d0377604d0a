import { env } from '../../lib/env';
import type { Platform } from '../../composition/platform';
import { garminClientFromEnv } from '../../providers/garmin';
import type { GarminClient } from '../../providers/garmin/port';
import { createUserRepository } from '../accounts/user-repository';
import { createThresholdRepository } from '../thresholds/threshold-repository';
import { createWorkoutRepository } from '../workouts/workout-repository';
import { createConnectionRepository } from './connection-repository';
import { createGarminAccess, type GarminAccess } from './garmin-access';
import { createGarminService } from './garmin-service';
import { createGarminWatchSender } from './garmin-watch-sender';
import { createParkedGarminRepository } from './parked-repository';
import { createSendRetryRepository } from './send-retry-repository';
import type { TokenCipher } from './token-cipher';
import { tokenCipherFromEnv } from './token-cipher-from-env';

/**
 * Everything Garmin for one composition root. The client and the cipher are built on first use, from the
 * configuration of that moment (the cloud reads the Garmin secret at cold start first).
 */
export function createGarminModule(
  { db, clock }: Pick<Platform, 'db' | 'clock'>,
  overrides: { client?: GarminClient } = {},
) {
  let client = overrides.client;
  let cipher: Promise<TokenCipher> | undefined;
  let access: GarminAccess | undefined;
  const connections = createConnectionRepository(db);
  const retries = createSendRetryRepository(db);
  const parked = createParkedGarminRepository(db);
  const getClient = () => (client ??= garminClientFromEnv(env()));
  const getCipher = () => (cipher ??= tokenCipherFromEnv());
  const getAccess = () =>
    (access ??= createGarminAccess({ client: getClient(), connections, cipher: getCipher, clock }));
  return {
    connections,
    client: getClient,
    access: getAccess,
    service: createGarminService({
      client: getClient,
      connections,
      access: getAccess,
      cipher: getCipher,
      users: createUserRepository(db),
      appUrl: env().APP_URL,
      calendarUrl: env().GARMIN_CALENDAR_URL ?? null,
      clock,
    }),
    sender: createGarminWatchSender({
      client: getClient,
      access: getAccess,
      connections,
      workouts: createWorkoutRepository(db),
      retries,
      parked,
      thresholds: createThresholdRepository(db),
      clock,
    }),
    retries,
    parked,
  };
}

export type GarminModule = ReturnType<typeof createGarminModule>;
