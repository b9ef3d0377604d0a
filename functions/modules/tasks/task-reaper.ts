import type { Logger } from '@aws-lambda-powertools/logger';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/platform';
import type { AiProvider } from '../../providers/ai/port';
import type { TaskQueue } from '../../queues/send-task';
import type { TaskTypeLoader } from '../../workers/task-types/types';
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

/** Nobody polls forever: re-sends lost messages of pending tasks and fails tasks whose worker died. */
export function createTaskReaper({ db, clock, queue, ai, taskTypes, logger }: ReaperDeps) {
  const tasks = createTaskRepository(db);

  async function failed(task: Task, message: string) {
    await tasks.releaseSlot(task.userId);
    const load = taskTypes[task.taskType];
    const handler = load ? await load() : undefined;
    await handler?.onFailed?.({ task, ai: ai(), db, clock, logger }, message);
  }

  return {
    async run(): Promise<{ resent: number; failed: number }> {
      const now = clock();
      let resent = 0;
      let failedCount = 0;
      for (const { task, sortKey } of await tasks.listStale('pending', new Date(now.getTime() - TASK_LIMITS.resendPendingAfterMs))) {
        if (task.resends >= TASK_LIMITS.maxResends) {
          const done = await tasks.fail(task, 'pending', LOST_TASK_MESSAGE, now);
          if (done) {
            failedCount++;
            await failed(done, LOST_TASK_MESSAGE);
          }
          continue;
        }
        if (!(await tasks.markResent(task, sortKey, now))) continue;
        await queue.send({ userId: task.userId, taskId: task.id });
        resent++;
      }
      for (const { task } of await tasks.listStale('running', new Date(now.getTime() - TASK_LIMITS.failRunningAfterMs))) {
        const done = await tasks.fail(task, 'running', STUCK_TASK_MESSAGE, now);
        if (done) {
          failedCount++;
          await failed(done, STUCK_TASK_MESSAGE);
        }
      }
      if (resent || failedCount) logger.warn('Reaped tasks', { resent, failed: failedCount });
      return { resent, failed: failedCount };
    },
  };
}
