import { randomUUID } from 'node:crypto';
import { epochSeconds } from '../../db/keys';
import { notFound, serviceUnavailable, tooManyRequests } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { taskFailed } from '../../lib/metrics/business-metrics';
import type { Clock } from '../../lib/clock';
import { sqsTaskQueue, type TaskQueue } from '../../queues/send-task';
import { TASK_LIMITS, type Task } from './task';
import { TaskLimitReached, type TaskRepository } from './task-repository';

export interface StartTask {
  userId: string;
  taskType: string;
  prompt?: string;
  metadata?: Record<string, unknown>;
  aiAssistantId?: string | null;
  /** Callers that must key other rows by the task id before it exists may choose it. */
  id?: string;
}

export const TASK_LIMIT_MESSAGE = 'You already have 3 AI requests in progress. Please wait for one to finish.';

export function createTaskService({
  tasks,
  clock,
  queue = sqsTaskQueue,
}: {
  tasks: TaskRepository;
  clock: Clock;
  queue?: TaskQueue;
}) {
  async function create(task: Task): Promise<void> {
    try {
      await tasks.create(task, TASK_LIMITS.maxUnfinishedPerUser);
    } catch (error) {
      if (!(error instanceof TaskLimitReached)) throw error;
      // The counter may have drifted (a crash between a task's end and its slot release): recount once.
      const { counter, actual } = await tasks.unfinishedCounts(task.userId, epochSeconds(clock()));
      if (actual >= TASK_LIMITS.maxUnfinishedPerUser || !(await tasks.resetCounter(task.userId, counter, actual)))
        throw tooManyRequests(TASK_LIMIT_MESSAGE);
      logger.warn('Task counter repaired', { userId: task.userId, counter, actual });
      try {
        await tasks.create(task, TASK_LIMITS.maxUnfinishedPerUser);
      } catch (retryError) {
        if (retryError instanceof TaskLimitReached) throw tooManyRequests(TASK_LIMIT_MESSAGE);
        throw retryError;
      }
    }
  }

  return {
    /** Writes the pending row (429 at the per-user limit), then sends the message that points at it. */
    async start({
      userId,
      taskType,
      prompt = '',
      metadata = {},
      aiAssistantId = null,
      id = randomUUID(),
    }: StartTask): Promise<Task> {
      const now = clock().toISOString();
      const task: Task = {
        id,
        userId,
        taskType,
        status: 'pending',
        prompt,
        response: null,
        errorMessage: null,
        metadata,
        aiAssistantId,
        createdAt: now,
        updatedAt: now,
        startedAt: null,
        completedAt: null,
        attempts: 0,
        resends: 0,
      };
      await create(task);
      try {
        await queue.send({ userId, taskId: id });
      } catch (error) {
        logger.error('Could not queue a task', { taskId: id, error: error as Error });
        if (await tasks.fail(task, 'pending', 'The AI service is busy. Please try again.', clock())) {
          taskFailed(task.taskType);
          await tasks.releaseSlot(userId);
        }
        throw serviceUnavailable('The AI service is busy. Please try again.');
      }
      return task;
    },

    /** The caller's own task; a missing or someone else's answers 404 alike. */
    async getForUser(userId: string, taskId: string): Promise<Task> {
      const task = await tasks.get(userId, taskId);
      if (!task) throw notFound('Task not found');
      return task;
    },
  };
}

export type TaskService = ReturnType<typeof createTaskService>;
