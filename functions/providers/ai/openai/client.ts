import OpenAI from 'openai';
import { OPENAI_BUDGET } from './config';

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
    ...(fetch ? { fetch } : {}),
  });
}
