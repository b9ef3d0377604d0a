/** Thrown by a check to end the polling at once, even when other errors count as attempts (a 'failed' status). */
export class StopPolling extends Error {}

/** Calls `check` every `intervalMs` until it returns a value, at most `maxAttempts` times (a thrown check counts as an attempt when `countErrors`). */
export async function pollUntil<T>(
  check: () => Promise<T | undefined>,
  options: { intervalMs: number; maxAttempts: number; countErrors?: boolean; signal?: AbortSignal; sleep?: (ms: number) => Promise<void> },
): Promise<{ value: T } | { timedOut: true }> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 1; attempt <= options.maxAttempts; attempt++) {
    if (options.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    try {
      const value = await check();
      if (value !== undefined) return { value };
    } catch (error) {
      if (!options.countErrors || error instanceof StopPolling) throw error;
    }
    if (attempt < options.maxAttempts) await sleep(options.intervalMs);
  }
  return { timedOut: true };
}
