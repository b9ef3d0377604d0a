import type { Logger } from '@aws-lambda-powertools/logger';
import * as z from 'zod';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Task } from '../modules/tasks/task';
import { failureMessage, isRetryable, RetryableTaskError } from '../modules/tasks/task-errors';
import { createTaskRepository } from '../modules/tasks/task-repository';
import type { AiProvider } from '../providers/ai/port';
import { env } from '../lib/env';
import { taskCompleted, taskFailed } from '../lib/metrics/business-metrics';
import { queueDefinition, taskLeaseMs, type TaskMessage } from '../queues/definition';
import { MAX_DELAY_SECONDS, sqsTaskQueue } from '../queues/send-task';
import { retryDelaySeconds } from './retry-later';
import { isRateLimited } from '../modules/tasks/task-errors';
import { TASK_LIMITS } from '../modules/tasks/task';
import { withAiUsage, type AiUsage } from '../providers/ai/usage';
import { createCounterRepository } from '../modules/stats/counters';
import type { TaskContext, TaskTypeLoader } from '../modules/tasks/task-type';

export const taskMessageSchema = z
  .object({ userId: z.string().min(1).max(100), taskId: z.string().min(1).max(100) })
  .strict();

export interface TaskRunnerDeps {
  db: Db;
  clock: Clock;
  ai: () => AiProvider;
  taskTypes: Record<string, TaskTypeLoader>;
  logger: Logger;
  /** How long a claim holds a task; a claim past it belongs to a crashed worker. */
  leaseMs?: number;
  /** Sends a task's message again, delayed (a rate-limited task comes back after the provider's wait). */
  requeue?: (message: TaskMessage, delaySeconds: number) => Promise<void>;
}

/**
 * The wait before a rate-limited task runs again: the provider's Retry-After, at least the transient-retry backoff
 * for this attempt (TASK_RETRY_DELAY_SECONDS doubling per claim: 10 s, 20 s, ... 120 s), at most SQS's 15 minutes.
 */
export function rateLimitDelaySeconds(
  retryAfterSeconds: number | undefined,
  attempts: number,
  baseSeconds: number,
): number {
  return Math.min(
    MAX_DELAY_SECONDS,
    Math.max(retryDelaySeconds(attempts, baseSeconds), Math.ceil(retryAfterSeconds ?? 0)),
  );
}

/**
 * Runs one task message: claims the task (duplicates do nothing), runs its type, writes the result conditionally.
 * Throws only to have the message delivered again (a transient failure while deliveries remain).
 */
export function createTaskRunner({
  db,
  clock,
  ai,
  taskTypes,
  logger,
  leaseMs = taskLeaseMs(env().TASK_LEASE_SECONDS),
  requeue = (message, delaySeconds) => sqsTaskQueue.send(message, { delaySeconds }),
}: TaskRunnerDeps) {
  const tasks = createTaskRepository(db);
  const counters = createCounterRepository(db);

  async function fail(
    ctx: TaskContext,
    message: string,
    onFailed: ((ctx: TaskContext, message: string) => Promise<void>) | undefined,
  ) {
    const failed = await tasks.fail(ctx.task, 'running', message, clock());
    if (!failed) return;
    taskFailed(ctx.task.taskType);
    await tasks.releaseSlot(ctx.task.userId);
    try {
      await onFailed?.({ ...ctx, task: failed }, message);
    } catch (error) {
      // The task already reads failed; a redelivery would only be skipped, so log instead of rethrowing.
      logger.error('onFailed hook failed', { taskId: ctx.task.id, taskType: ctx.task.taskType, error: error as Error });
    }
  }

  return {
    async run(body: unknown, receiveCount = 1): Promise<'completed' | 'failed' | 'skipped' | 'requeued'> {
      const message = taskMessageSchema.parse(typeof body === 'string' ? JSON.parse(body) : body);
      const task = await tasks.claim(message.userId, message.taskId, clock(), leaseMs);
      if (!task) {
        const current = await tasks.get(message.userId, message.taskId);
        // Another delivery is running it: keep this message, so it can take over if that worker dies.
        if (current?.status === 'running') throw new RetryableTaskError('Task is being run by another delivery');
        logger.info('Task finished or missing; message ignored', { taskId: message.taskId, status: current?.status });
        return 'skipped';
      }
      const claimedAt = clock().getTime();
      const ctx: TaskContext = { task, ai: ai(), db, clock, logger };
      const load = taskTypes[task.taskType];
      if (!load) {
        await fail(ctx, `Unknown task type ${task.taskType}`, undefined);
        return 'failed';
      }
      const handler = await load();
      let response: string;
      let usage: AiUsage;
      try {
        ({
          result: { response },
          usage,
        } = await withAiUsage(() => handler.run(ctx)));
      } catch (error) {
        // A rate limit is the provider asking for time, not a failure: the task goes back to the queue for after the
        // wait, with a fresh message (no receive count spent), for as long as the task is young enough to wait for.
        if (isRateLimited(error) && clock().getTime() - Date.parse(task.createdAt) < TASK_LIMITS.rateLimitPatienceMs) {
          const delaySeconds = rateLimitDelaySeconds(
            error.retryAfterSeconds,
            task.attempts,
            env().TASK_RETRY_DELAY_SECONDS,
          );
          await tasks.release(task, clock());
          await requeue(message, delaySeconds);
          logger.warn('Rate limited; task handed back to the queue', {
            taskId: task.id,
            taskType: task.taskType,
            delaySeconds,
          });
          return 'requeued';
        }
        if (isRetryable(error) && receiveCount < queueDefinition.tasks.maxReceiveCount - 1) {
          logger.warn('Transient task failure; the message will be delivered again', {
            taskId: task.id,
            receiveCount,
            error: error as Error,
          });
          await tasks.release(task, clock());
          throw error;
        }
        logger.error('Task failed', { taskId: task.id, taskType: task.taskType, error: error as Error });
        await fail(ctx, failureMessage(error), handler.onFailed?.bind(handler));
        return 'failed';
      }
      const completed = await complete(task, response, usage);
      if (completed) taskCompleted(task.taskType, clock().getTime() - claimedAt);
      return completed ? 'completed' : 'skipped';
    },
  };

  async function complete(task: Task, response: string, usage: AiUsage): Promise<boolean> {
    const done = await tasks.complete(task, response, clock(), usage.requests ? usage : undefined);
    if (!done) {
      logger.warn('Task result not written: another claim holds or finished it', { taskId: task.id });
      return false;
    }
    await tasks.releaseSlot(task.userId);
    if (usage.requests) await countTokens(task, usage);
    return true;
  }

  /** The running token totals the admin overview shows next to credits sold (best effort: the task is done). */
  async function countTokens(task: Task, usage: AiUsage): Promise<void> {
    try {
      await Promise.all([
        counters.bump('aiInputTokens', usage.inputTokens),
        counters.bump('aiOutputTokens', usage.outputTokens),
      ]);
    } catch (error) {
      logger.warn('Token counters not updated', { taskId: task.id, error: error as Error });
    }
  }
}

export type TaskRunner = ReturnType<typeof createTaskRunner>;
