import type { Logger } from '@aws-lambda-powertools/logger';
import type { Db } from '../../db/client';
import { env } from '../../lib/env';
import { taskFailed } from '../../lib/metrics/business-metrics';
import type { Clock } from '../../lib/clock';
import type { AiProvider } from '../../providers/ai/port';
import { taskLeaseMs } from '../../queues/definition';
import type { TaskQueue } from '../../queues/send-task';
import type { TaskTypeLoader } from './task-type';
import { TASK_LIMITS, type Task } from './task';
import { createTaskRepository } from './task-repository';

export const LOST_TASK_MESSAGE = 'The AI task could not be started. Please try again.';
export const STUCK_TASK_MESSAGE = 'The AI task took too long and was stopped. Please try again.';

interface ReaperDeps {
  db: Db;
  clock: Clock;
  queue: TaskQueue;
  ai: () => AiProvider;
  taskTypes: Record<string, TaskTypeLoader>;
  logger: Logger;
}

/** TASK_RESEND_PENDING_SECONDS when set (the fault tests), else the default wait. */
const resendPendingAfterMs = () =>
  (env().TASK_RESEND_PENDING_SECONDS ?? TASK_LIMITS.resendPendingAfterMs / 1000) * 1000;

/**
 * Nobody polls forever: re-sends lost messages of pending tasks and of running tasks whose worker died; fails the hopeless.
 * A pending task is only late, not lost, while the queue still holds messages (a backlog, or a task handed back
 * for later after a provider's rate limit): then pending tasks are left alone, neither re-sent (a duplicate) nor
 * failed. The queue-age alarm watches the backlog instead.
 */
export function createTaskReaper({ db, clock, queue, ai, taskTypes, logger }: ReaperDeps) {
  const tasks = createTaskRepository(db);

  async function failed(task: Task, message: string) {
    taskFailed(task.taskType);
    await tasks.releaseSlot(task.userId);
    const load = taskTypes[task.taskType];
    const handler = load ? await load() : undefined;
    await handler?.onFailed?.({ task, ai: ai(), db, clock, logger }, message);
  }

  return {
    async run(): Promise<{ resent: number; failed: number; backlog: number }> {
      const now = clock();
      let resent = 0;
      let failedCount = 0;
      const backlog = (await queue.backlog?.()) ?? 0;
      const stalePending =
        backlog > 0 ? [] : await tasks.listStale('pending', new Date(now.getTime() - resendPendingAfterMs()));
      for (const { task, sortKey } of stalePending) {
        if (task.resends >= TASK_LIMITS.maxResends) {
          const done = await tasks.fail(task, 'pending', LOST_TASK_MESSAGE, now);
          if (done) {
            failedCount++;
            await failed(done, LOST_TASK_MESSAGE);
          }
          continue;
        }
        if (!(await tasks.markResent(task, 'pending', sortKey, now))) continue;
        await queue.send({ userId: task.userId, taskId: task.id });
        resent++;
      }
      // A running task whose claim ran out lost its worker (a crash, a killed stack): its message may be gone with
      // it, so it is sent again and the next delivery takes it over; after maxResends it fails.
      const leaseCutoff = new Date(
        now.getTime() - Math.min(taskLeaseMs(env().TASK_LEASE_SECONDS), TASK_LIMITS.failRunningAfterMs),
      );
      const stuckCutoff = now.getTime() - TASK_LIMITS.failRunningAfterMs;
      for (const { task, sortKey } of await tasks.listStale('running', leaseCutoff)) {
        const stuck = task.resends >= TASK_LIMITS.maxResends || Date.parse(sortKey.split('#')[0] ?? '') < stuckCutoff;
        if (!stuck) {
          if (!(await tasks.markResent(task, 'running', sortKey, now))) continue;
          await queue.send({ userId: task.userId, taskId: task.id });
          resent++;
          continue;
        }
        const done = await tasks.fail(task, 'running', STUCK_TASK_MESSAGE, now);
        if (done) {
          failedCount++;
          await failed(done, STUCK_TASK_MESSAGE);
        }
      }
      if (resent || failedCount) logger.warn('Reaped tasks', { resent, failed: failedCount, backlog });
      return { resent, failed: failedCount, backlog };
    },
  };
}
