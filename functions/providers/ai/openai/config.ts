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
 * Reasoning effort per task, for reasoning models only (others refuse the parameter). Plan and week answers are long
 * (up to 16,000 output tokens, reasoning included) and must fit one 50 s request: at the models' default (medium)
 * the reasoning alone can take most of that. `low` keeps the answer inside the budget; the engine's guardrails
 * (checkPlanOverview/checkWeek, one retry) catch what less reasoning gets wrong. See docs/decisions/012-openai-reasoning-effort.md.
 */
export const REASONING_EFFORT: Partial<Record<AiTask, 'minimal' | 'low' | 'medium' | 'high'>> = {
  plan: 'low',
  week: 'low',
};

/** The `reasoning` request field for a task on a model: set only for reasoning models (gpt-5 family, o-series). */
export function reasoningFor(
  task: AiTask,
  model: string,
): { effort: 'minimal' | 'low' | 'medium' | 'high' } | undefined {
  const effort = REASONING_EFFORT[task];
  return effort && isReasoningModel(model) ? { effort } : undefined;
}

/** The gpt-5 family and the o-series think before answering (their reasoning items carry over tool calls). */
export function isReasoningModel(model: string): boolean {
  return /^(gpt-5|o\d)/.test(model);
}

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
