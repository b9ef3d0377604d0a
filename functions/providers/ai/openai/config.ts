import * as z from 'zod';
import { WORKER_TIMEOUT_SECONDS } from '../../../queues/definition';
import { DEFAULT_MODEL } from './default-model';

export const AI_TASKS = ['plan', 'week', 'workout', 'modify', 'summary', 'chat', 'assessment'] as const;
export type AiTask = (typeof AI_TASKS)[number];

export { DEFAULT_MODEL } from './default-model';

/** Output budget per task (reasoning tokens count against it too). */
export const MAX_OUTPUT_TOKENS: Record<AiTask, number> = {
  plan: 16000,
  week: 16000,
  workout: 6000,
  modify: 6000,
  summary: 6000,
  chat: 3000,
  assessment: 3000,
};

/**
 * Timeouts and retries, budgeted under the worker's timeout: one request may take `requestTimeoutMs`, the SDK
 * retries it at most `maxRetries` times with at most `maxBackoffMs` between, and a whole task (several requests:
 * a retry after an invalid answer, the function-call loop) stops starting requests once `taskBudgetMs` is spent.
 */
export const OPENAI_BUDGET = {
  requestTimeoutMs: 50_000,
  maxRetries: 1,
  maxBackoffMs: 8_000,
  taskBudgetMs: (WORKER_TIMEOUT_SECONDS - 10) * 1000,
  /** Below this remaining time no new request starts. */
  minRequestMs: 5_000,
} as const;

/** OPENAI_MODEL_<TASK> (e.g. OPENAI_MODEL_PLAN) picks the model per task; DEFAULT_MODEL otherwise. */
export function modelFor(task: AiTask, environment: NodeJS.ProcessEnv = process.env): string {
  const value = z.string().trim().min(1).max(100).safeParse(environment[`OPENAI_MODEL_${task.toUpperCase()}`]);
  return value.success ? value.data : DEFAULT_MODEL;
}
