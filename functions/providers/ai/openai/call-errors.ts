import OpenAI from 'openai';
import { logger } from '../../../lib/logger';
import { AI_UNAVAILABLE, AiError } from '../errors';

/** Maps an SDK error to an AiError: transient ones (timeout, connection, 429, 5xx) are retryable. */
export function toAiError(error: unknown, task: string): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof OpenAI.APIError) {
    const status = error.status;
    const transient = error instanceof OpenAI.APIConnectionError || status === 408 || status === 409 || status === 429 || (status ?? 0) >= 500;
    logger.error('OpenAI request failed', { task, status, requestId: error.requestID, message: error.message });
    return new AiError(AI_UNAVAILABLE, transient, `OpenAI ${status ?? 'connection'} error`, { cause: error });
  }
  logger.error('OpenAI call failed', { task, error: error as Error });
  return new AiError(AI_UNAVAILABLE, false, (error as Error)?.message, { cause: error });
}
