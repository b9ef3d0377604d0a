import { env } from '../../lib/env';
import type { Platform } from '../../composition/platform';
import { intervalsClientFromEnv } from '../../providers/intervals';
import type { IntervalsClient } from '../../providers/intervals/port';
import { createActivityRepository } from '../activities/activity-repository';
import { createActivityService } from '../activities/activity-service';
import type { TokenCipher } from '../garmin/token-cipher';
import { tokenCipherFromEnv } from '../garmin/token-cipher-from-env';
import { createThresholdRepository } from '../thresholds/threshold-repository';
import { createWeekRepository } from '../weeks/week-repository';
import { createWorkoutRepository } from '../workouts/workout-repository';
import { createAthleteSync, type AthleteSync } from './athlete-sync';
import { createCalendarSync } from './calendar-sync';
import { createIntervalsConnectionRepository } from './connection-repository';
import { createIntervalsService } from './intervals-service';

/** Activities are read every 10 minutes per athlete unless INTERVALS_POLL_SECONDS says otherwise (the local stack: faster). */
const DEFAULT_POLL_SECONDS = 600;

/**
 * Everything intervals.icu for one composition root. The client and the cipher (the same sealing as the Garmin
 * tokens: KMS in the cloud, the local key file locally) are built on first use.
 */
export function createIntervalsModule(
  { db, clock }: Pick<Platform, 'db' | 'clock'>,
  overrides: { client?: IntervalsClient; pollEverySeconds?: number } = {},
) {
  let client = overrides.client;
  let cipher: Promise<TokenCipher> | undefined;
  let sync: AthleteSync | undefined;
  const getClient = () => (client ??= intervalsClientFromEnv(env()));
  const getCipher = () => (cipher ??= tokenCipherFromEnv());
  const connections = createIntervalsConnectionRepository(db);
  const weeks = createWeekRepository(db);
  const workouts = createWorkoutRepository(db);
  const activityRepository = createActivityRepository(db);
  const activities = createActivityService({ activities: activityRepository, weeks, workouts, clock });
  // A session kept once under another source's id names intervals.icu in alsoFrom; it is read again, and kept once again.
  const storedIds = async (userId: string, fromDay: string) =>
    new Set((await activityRepository.list(userId, { fromIso: `${fromDay}T00:00:00.000Z` })).map((a) => a.id));
  const calendar = createCalendarSync({
    client: getClient,
    weeks,
    workouts,
    thresholds: createThresholdRepository(db),
    record: activities.record,
    storedIds,
    clock,
  });
  const pollEverySeconds = overrides.pollEverySeconds ?? env().INTERVALS_POLL_SECONDS ?? DEFAULT_POLL_SECONDS;
  const getSync = () =>
    (sync ??= createAthleteSync({ connections, calendar, cipher: getCipher, clock, pollEverySeconds }));
  return {
    connections,
    sync: getSync,
    service: createIntervalsService({
      client: getClient,
      connections,
      cipher: getCipher,
      sync: getSync,
      calendarUrl: env().INTERVALS_CALENDAR_URL ?? null,
      clock,
    }),
  };
}

export type IntervalsModule = ReturnType<typeof createIntervalsModule>;
