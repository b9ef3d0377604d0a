import type { Clock } from '../../lib/clock';
import type { WorkoutRepository } from '../workouts/workout-repository';
import type { SendRetryRepository } from './send-retry-repository';
import type { createGarminWatchSender } from './garmin-watch-sender';

/** Sends the queued workouts once due (refused as busy, or to replace one on the watch); each try finishes it or queues the next (backoff). */
export async function runSendRetries(deps: { retries: SendRetryRepository; sender: ReturnType<typeof createGarminWatchSender>; workouts: Pick<WorkoutRepository, 'get'>; clock: Clock }): Promise<{ done: number }> {
  let done = 0;
  for (const retry of await deps.retries.due(deps.clock().toISOString())) {
    const workout = await deps.workouts.get(retry.userId, retry.workoutId);
    // A workout deleted (or an athlete gone) meanwhile has nothing left to send.
    if (workout) await deps.sender.retry(retry, workout);
    await deps.retries.remove(retry);
    done += 1;
  }
  return { done };
}
