import { logger } from '../lib/logger';
import { createPlatform } from '../composition/platform';
import { createTaskReaper } from '../modules/tasks/task-reaper';
import { aiProvider } from '../providers/ai';
import { sqsTaskQueue } from '../queues/send-task';
import { taskTypes } from '../workers/task-types/index';
import { jobHandler } from './job-handler';

/** Scheduled every minute: see modules/tasks/task-reaper. */
export const handler = jobHandler('reap-tasks', async () => {
  const platform = createPlatform();
  return createTaskReaper({
    db: platform.db,
    clock: platform.clock,
    queue: sqsTaskQueue,
    ai: aiProvider,
    taskTypes,
    logger,
  }).run();
});
