import OpenAI from 'openai';
import { logger } from '../../../lib/logger';
import { AI_UNAVAILABLE, AiError } from '../errors';

/** Error codes OpenAI sends with a 429 that waiting does not fix (billing): these fail like any other error. */
const NOT_A_RATE_LIMIT = new Set(['insufficient_quota']);

/**
 * Maps an SDK error to an AiError: transient ones (timeout, connection, 429, 5xx) are retryable, and a rate limit
 * (429) is marked so the worker hands the task back to the queue for after the provider's Retry-After.
 */
export function toAiError(error: unknown, task: string): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof OpenAI.APIError) {
    const status = error.status;
    const transient =
      error instanceof OpenAI.APIConnectionError ||
      status === 408 ||
      status === 409 ||
      status === 429 ||
      (status ?? 0) >= 500;
    const rateLimited = status === 429 && !NOT_A_RATE_LIMIT.has(String(error.code ?? ''));
    const retryAfterSeconds = retryAfterOf(error.headers);
    // `message` is a key the logger keeps for its own line: OpenAI's text goes under `errorText`.
    logger.error('OpenAI request failed', {
      task,
      status,
      requestId: error.requestID,
      code: error.code,
      errorText: error.message,
      retryAfterSeconds,
    });
    return new AiError(AI_UNAVAILABLE, transient, `OpenAI ${status ?? 'connection'} error`, {
      cause: error,
      rateLimited,
      retryAfterSeconds,
    });
  }
  logger.error('OpenAI call failed', { task, error: error as Error });
  return new AiError(AI_UNAVAILABLE, false, (error as Error)?.message, { cause: error });
}

/** Seconds from `retry-after-ms` or `retry-after` (seconds or an HTTP date), as the SDK reads them. */
export function retryAfterOf(headers: Headers | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms / 1000;
  const raw = headers.get('retry-after');
  if (!raw) return undefined;
  const seconds = Number.parseFloat(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}
