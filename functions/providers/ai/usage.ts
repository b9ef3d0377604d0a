import { AsyncLocalStorage } from 'node:async_hooks';

/** Tokens one task's AI calls used (from each Responses API answer's `usage`). */
export interface AiUsage {
  inputTokens: number;
  outputTokens: number;
  /** Part of outputTokens the model spent reasoning. */
  reasoningTokens: number;
  requests: number;
}

/** The shape of `response.usage` in the Responses API (openai 6.x ResponseUsage). */
export interface ResponseUsageLike {
  input_tokens?: number;
  output_tokens?: number;
  output_tokens_details?: { reasoning_tokens?: number } | null;
}

const current = new AsyncLocalStorage<AiUsage>();

export const emptyUsage = (): AiUsage => ({ inputTokens: 0, outputTokens: 0, reasoningTokens: 0, requests: 0 });

/** Adds one answer's usage to the task being run (no-op outside withAiUsage, e.g. in tests of the provider alone). */
export function recordAiUsage(usage: ResponseUsageLike | null | undefined): void {
  const total = current.getStore();
  if (!total || !usage) return;
  total.inputTokens += usage.input_tokens ?? 0;
  total.outputTokens += usage.output_tokens ?? 0;
  total.reasoningTokens += usage.output_tokens_details?.reasoning_tokens ?? 0;
  total.requests += 1;
}

/** Runs `fn` collecting the usage of every AI answer it receives; the usage so far also when `fn` throws (on the error). */
export async function withAiUsage<T>(fn: () => Promise<T>): Promise<{ result: T; usage: AiUsage }> {
  const usage = emptyUsage();
  const result = await current.run(usage, fn);
  return { result, usage };
}
