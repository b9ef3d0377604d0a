import { logger } from '../lib/logger';
import { createPlatform } from '../composition/platform';
import { createTaskReaper } from '../modules/tasks/task-reaper';
import { aiProvider } from '../providers/ai';
import { sqsTaskQueue } from '../queues/send-task';
import { taskTypes } from '../workers/task-types/index';

/** Scheduled every minute: see modules/tasks/task-reaper. */
export const handler = async () => {
  const platform = createPlatform();
  return createTaskReaper({ db: platform.db, clock: platform.clock, queue: sqsTaskQueue, ai: aiProvider, taskTypes, logger }).run();
};
