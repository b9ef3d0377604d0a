import type { Logger } from '@aws-lambda-powertools/logger';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Task } from './task';
import type { AiProvider } from '../../providers/ai/port';

export interface TaskContext {
  /** The claimed task (status running). */
  task: Task;
  ai: AiProvider;
  db: Db;
  clock: Clock;
  logger: Logger;
}

/**
 * One kind of AI work. `run` may be called again for the same task after a crash or redelivery,
 * so its side effects must be idempotent per task (conditional writes keyed by the task id).
 * Throw TaskFailure (modules/tasks/task-errors) for a message the athlete should read.
 */
export interface TaskTypeHandler {
  type: string;
  run(ctx: TaskContext): Promise<{ response: string }>;
  /** After the task ended as failed (by the worker or the reaper): e.g. mark the week as failed. */
  onFailed?(ctx: TaskContext, message: string): Promise<void>;
}

export type TaskTypeLoader = () => Promise<TaskTypeHandler>;
