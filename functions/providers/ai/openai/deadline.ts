import { AI_UNAVAILABLE, AiError } from '../errors';
import { OPENAI_BUDGET } from './config';

/** Spreads one task's time budget over its requests, so retries never outlive the worker. */
export type OpenAiBudget = { readonly [K in keyof typeof OPENAI_BUDGET]: number };

export function createDeadline(budget: OpenAiBudget = OPENAI_BUDGET, now: () => number = Date.now) {
  const end = now() + budget.taskBudgetMs;
  return {
    requestOptions(): { timeout: number; maxRetries: number } {
      const remaining = end - now();
      if (remaining < budget.minRequestMs) throw new AiError(AI_UNAVAILABLE, true, 'AI time budget spent');
      const full = budget.requestTimeoutMs;
      // A retry is allowed only when every attempt at full length and the longest backoffs still fit.
      const withRetries = (budget.maxRetries + 1) * full + budget.maxRetries * budget.maxBackoffMs;
      if (remaining >= withRetries) return { timeout: full, maxRetries: budget.maxRetries };
      return { timeout: Math.max(1, Math.min(full, remaining - budget.minRequestMs / 5)), maxRetries: 0 };
    },
  };
}

export type Deadline = ReturnType<typeof createDeadline>;
