import type { Clock } from '../../lib/clock';
import type { WorkoutRepository } from '../workouts/workout-repository';
import type { SendRetry, SendRetryRepository } from './send-retry-repository';
import type { createGarminWatchSender } from './garmin-watch-sender';

/**
 * Sends the queued workouts once due (refused as busy, a new week's, or to replace one on the watch) and removes the
 * deleted ones; each try finishes it or queues the next (backoff). Pages of the queue follow one another while time
 * is left (a Sunday's new weeks come all at once), so one run is never longer than `budgetMs`.
 */
export async function runSendRetries(deps: {
  retries: SendRetryRepository;
  sender: ReturnType<typeof createGarminWatchSender>;
  workouts: Pick<WorkoutRepository, 'get' | 'getDeleted'>;
  clock: Clock;
  budgetMs?: number;
}): Promise<{ done: number }> {
  const started = Date.now();
  const budgetMs = deps.budgetMs ?? 40_000;
  let done = 0;
  for (
    let page = await deps.retries.due(deps.clock().toISOString());
    page.length;
    page = await deps.retries.due(deps.clock().toISOString())
  ) {
    for (const retry of page) {
      await (retry.removal ? removeDeleted(deps, retry) : sendQueued(deps, retry));
      await deps.retries.remove(retry);
      done += 1;
    }
    if (Date.now() - started > budgetMs) break;
  }
  return { done };
}

type Deps = Parameters<typeof runSendRetries>[0];

async function sendQueued(deps: Deps, retry: SendRetry): Promise<void> {
  const workout = await deps.workouts.get(retry.userId, retry.workoutId);
  // A workout deleted (or an athlete gone) meanwhile has nothing left to send; one moved meanwhile goes on its new day.
  if (workout) await deps.sender.retry({ ...retry, scheduleDate: workout.day ?? retry.scheduleDate }, workout);
}

async function removeDeleted(deps: Deps, retry: SendRetry): Promise<void> {
  const deleted = await deps.workouts.getDeleted(retry.userId, retry.workoutId);
  if (typeof deleted?.garminWorkoutId !== 'string') return;
  await deps.sender.retryRemoval(retry, {
    id: retry.workoutId,
    garminWorkoutId: deleted.garminWorkoutId,
    garminScheduleId: typeof deleted.garminScheduleId === 'string' ? deleted.garminScheduleId : null,
  });
}
