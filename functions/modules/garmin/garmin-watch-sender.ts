import type { Clock } from '../../lib/clock';
import { logger } from '../../lib/logger';
import { GarminHttpError } from '../../providers/garmin/port';
import { toGarminWorkout, TooManyStepsError } from '../../providers/garmin/workout-converter';
import type { GarminClient } from '../../providers/garmin/port';
import { NO_WATCH_REASON, type WatchSender, type WatchSendOutcome } from '../workouts/watch-sender';
import type { WorkoutRecord } from '../workouts/workout-record';
import type { ThresholdRepository } from '../thresholds/threshold-repository';
import type { WorkoutRepository } from '../workouts/workout-repository';
import type { ConnectionRepository } from './connection-repository';
import type { SendRetry, SendRetryRepository } from './send-retry-repository';
import type { ParkedGarminRepository } from './parked-repository';
import type { GarminAccess } from './garmin-access';

export const WORKOUT_IMPORT_MISSING =
  'Garmin refused the workout: allow "Workout import" for Tricoach in Garmin Connect (Settings > Connected apps), then send it again.';
export const GARMIN_BUSY = 'Garmin is not answering right now. Try sending the workout again in a few minutes.';
export const GARMIN_QUEUED = 'Garmin is busy right now: the workout will be sent automatically in a few minutes.';
/** Busy-Garmin retries: 1, 2, 4, 8, 16 minutes apart, then the send is marked failed. */
export const MAX_SEND_ATTEMPTS = 5;

type OnWatch = Pick<WorkoutRecord, 'id' | 'garminWorkoutId' | 'garminScheduleId'>;

/** Garmin's "come back later" answers (quota, outage, no answer): worth a retry from the queue. */
export function isGarminBusy(error: unknown): boolean {
  if (error instanceof GarminHttpError) return error.status === 429 || error.status >= 500;
  return (
    error instanceof TypeError || (error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError'
  );
}

function reasonFor(error: unknown): string {
  if (error instanceof TooManyStepsError) return error.message;
  if (error instanceof GarminHttpError && error.status === 412) return WORKOUT_IMPORT_MISSING;
  if (error instanceof GarminHttpError && error.status === 400)
    return 'Garmin refused this workout as invalid. Download the FIT file instead.';
  return GARMIN_BUSY;
}

/**
 * The WatchSender for Garmin: a workout already on the watch is replaced (its schedule and workout deleted first),
 * never duplicated; the workout row keeps Garmin's ids and the sync state.
 */
export function createGarminWatchSender(deps: {
  client: () => GarminClient;
  access: () => GarminAccess;
  connections: ConnectionRepository;
  workouts: Pick<WorkoutRepository, 'setGarminSync'>;
  retries: SendRetryRepository;
  parked: Pick<ParkedGarminRepository, 'parkSend'>;
  thresholds: Pick<ThresholdRepository, 'get'>;
  clock: Clock;
}): WatchSender & {
  retry(retry: SendRetry, workout: WorkoutRecord): Promise<boolean>;
  retryRemoval(retry: SendRetry, workout: OnWatch): Promise<boolean>;
} {
  const now = () => deps.clock().toISOString();

  async function removeFromGarmin(accessToken: string, workout: OnWatch): Promise<void> {
    if (workout.garminScheduleId) await deps.client().deleteSchedule(accessToken, workout.garminScheduleId);
    if (workout.garminWorkoutId) await deps.client().deleteWorkout(accessToken, workout.garminWorkoutId);
  }

  async function attempt(
    userId: string,
    workout: WorkoutRecord,
    scheduleDate: string | null,
    attempts: number,
  ): Promise<WatchSendOutcome> {
    const connection = await deps.connections.get(userId);
    if (!connection) return { kind: 'no-watch', sent: false, reason: NO_WATCH_REASON };
    // HR targets go as the athlete's bpm when their thresholds are known (zones otherwise).
    const thresholds = await deps.thresholds.get(userId);
    try {
      const payload = toGarminWorkout(workout.workoutDetails, workout.id.replace(/-/g, '').slice(0, 20), thresholds);
      const ids = await deps.access().withToken(connection, async (token) => {
        await removeFromGarmin(token, workout);
        const garminWorkoutId = await deps.client().createWorkout(token, payload);
        const garminScheduleId = scheduleDate
          ? await deps.client().createSchedule(token, garminWorkoutId, scheduleDate)
          : null;
        return { garminWorkoutId, garminScheduleId };
      });
      await deps.workouts.setGarminSync(
        userId,
        workout.id,
        { ...ids, garminSyncStatus: 'sent', garminSyncError: null },
        now(),
      );
      return { kind: 'sent', sent: true, garminWorkoutId: ids.garminWorkoutId };
    } catch (error) {
      logger.warn('Sending a workout to Garmin failed', {
        workoutId: workout.id,
        attempts,
        error: (error as Error).message,
      });
      const keep = {
        garminWorkoutId: workout.garminWorkoutId ?? null,
        garminScheduleId: workout.garminScheduleId ?? null,
      };
      if (isGarminBusy(error) && attempts < MAX_SEND_ATTEMPTS) {
        // Garmin asked us to come back later: the send job tries again with backoff; the workout shows 'sending'.
        const dueAt = new Date(deps.clock().getTime() + 60_000 * 2 ** attempts).toISOString();
        await deps.retries.add({ userId, workoutId: workout.id, scheduleDate, attempts: attempts + 1, dueAt });
        await deps.workouts.setGarminSync(
          userId,
          workout.id,
          { ...keep, garminSyncStatus: 'sending', garminSyncError: null },
          now(),
        );
        return { kind: 'queued', sent: false, reason: GARMIN_QUEUED };
      }
      const reason = reasonFor(error);
      await deps.workouts.setGarminSync(
        userId,
        workout.id,
        { ...keep, garminSyncStatus: 'failed', garminSyncError: reason },
        now(),
      );
      // Busy through every retry: the athlete sees it failed, and an operator can send it again once Garmin is back.
      if (isGarminBusy(error))
        await deps.parked.parkSend(
          { userId, workoutId: workout.id, scheduleDate, attempts },
          (error as Error).message,
          now(),
        );
      return { kind: 'refused', sent: false, reason };
    }
  }

  return {
    send: (userId, workout, scheduleDate) => attempt(userId, workout, scheduleDate, 0),

    /** One queued retry (the send job's): true when it is done with, sent or given up. */
    async retry(retry, workout) {
      return (await attempt(retry.userId, workout, retry.scheduleDate, retry.attempts)).kind !== 'queued';
    },

    /**
     * One queued removal (a workout deleted with its week, in a group that never calls Garmin): true when done with.
     * A busy Garmin is tried again with the sends' backoff; after the last try it is logged and given up (Garmin
     * answers 404 to what is already gone, so a removal has nothing to redrive that a later one would not do).
     */
    async retryRemoval(retry, workout) {
      const connection = await deps.connections.get(retry.userId);
      if (!connection) return true;
      try {
        await deps.access().withToken(connection, (token) => removeFromGarmin(token, workout));
        return true;
      } catch (error) {
        if (!isGarminBusy(error) || retry.attempts + 1 >= MAX_SEND_ATTEMPTS) {
          logger.warn('Removing a deleted workout from Garmin failed; given up', {
            workoutId: workout.id,
            attempts: retry.attempts + 1,
            error: (error as Error).message,
          });
          return true;
        }
        const dueAt = new Date(deps.clock().getTime() + 60_000 * 2 ** retry.attempts).toISOString();
        await deps.retries.add({ ...retry, attempts: retry.attempts + 1, dueAt });
        return false;
      }
    },

    async remove(userId, workout) {
      const connection = await deps.connections.get(userId);
      if (!connection) return false;
      try {
        await deps.access().withToken(connection, (token) => removeFromGarmin(token, workout));
        return true;
      } catch (error) {
        logger.warn('Deleting a workout from Garmin failed', {
          workoutId: workout.id,
          error: (error as Error).message,
        });
        return false;
      }
    },
  };
}
