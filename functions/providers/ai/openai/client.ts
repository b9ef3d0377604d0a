import OpenAI from 'openai';
import { OPENAI_BUDGET } from './config';
import { retryAfterOf } from './call-errors';

export interface OpenAiClientOptions {
  apiKey: string;
  baseURL?: string;
  /** Tests inject a fetch or shorter limits. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxRetries?: number;
}

/** One client per container, with explicit limits (the SDK defaults are a 10-minute timeout and 2 retries). */
export function createOpenAiClient({ apiKey, baseURL, fetch, timeoutMs, maxRetries }: OpenAiClientOptions): OpenAI {
  return new OpenAI({
    apiKey,
    baseURL: baseURL || undefined,
    timeout: timeoutMs ?? OPENAI_BUDGET.requestTimeoutMs,
    maxRetries: maxRetries ?? OPENAI_BUDGET.maxRetries,
    fetch: capRetryWait(fetch ?? globalThis.fetch, OPENAI_BUDGET.maxBackoffMs),
  });
}

/**
 * The SDK sleeps whatever Retry-After asks (up to a minute) before its retry, while the task budget allows at most
 * `maxWaitMs` of backoff. An answer asking for longer is marked `x-should-retry: false`, which the SDK obeys: the
 * error surfaces at once and the worker hands the task back to the queue for after the wait (workers/tasks).
 */
export function capRetryWait(inner: typeof fetch, maxWaitMs: number): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    const wait = retryAfterOf(response.headers);
    if (response.ok || wait === undefined || wait * 1000 <= maxWaitMs) return response;
    const headers = new Headers(response.headers);
    headers.set('x-should-retry', 'false');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
