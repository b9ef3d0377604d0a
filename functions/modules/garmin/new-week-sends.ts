import type { UserRecord } from '../accounts/user-record';
import { sendsNewWeeksToWatch } from '../accounts/user-record';
import type { SendRetry } from './send-retry-repository';

/**
 * A week's workouts for the send queue when its generation completes: with Garmin connected and the
 * setting on, every workout with a day from today on. The queue, not a call to Garmin from the worker: the worker has
 * no Garmin secret (least privilege), the sends commit with the week (never one without the other), and the send job
 * retries a busy Garmin with backoff and parks what fails through every retry, as for a manual send. A flexible
 * week's workouts have no day yet; a past day is not worth a place on the watch.
 */
export function newWeekWatchSends(
  user: Pick<UserRecord, 'garminConnected' | 'settings'> | null,
  workouts: Array<{ id: string; userId: string; day: string | null }>,
  now: string,
): SendRetry[] {
  if (!user?.garminConnected || !sendsNewWeeksToWatch(user)) return [];
  const today = now.slice(0, 10);
  return workouts
    .filter((w) => w.day && w.day >= today)
    .map((w) => ({ userId: w.userId, workoutId: w.id, scheduleDate: w.day, attempts: 0, dueAt: now }));
}
