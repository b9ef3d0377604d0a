import { AI_UNAVAILABLE, AiError } from '../errors';
import { OPENAI_BUDGET } from './config';

/** Spreads one task's time budget over its requests, so retries never outlive the worker. */
export function createDeadline(budgetMs: number = OPENAI_BUDGET.taskBudgetMs, now: () => number = Date.now) {
  const end = now() + budgetMs;
  return {
    requestOptions(): { timeout: number; maxRetries: number } {
      const remaining = end - now();
      if (remaining < OPENAI_BUDGET.minRequestMs) throw new AiError(AI_UNAVAILABLE, true, 'AI time budget spent');
      const full = OPENAI_BUDGET.requestTimeoutMs;
      // A retry is allowed only when two full attempts and the longest backoff still fit.
      if (remaining >= 2 * full + OPENAI_BUDGET.maxBackoffMs) return { timeout: full, maxRetries: OPENAI_BUDGET.maxRetries };
      return { timeout: Math.min(full, remaining - 1000), maxRetries: 0 };
    },
  };
}

export type Deadline = ReturnType<typeof createDeadline>;
