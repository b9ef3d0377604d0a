type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * A promise that settles in a new task, ahead of other queued work (the Prioritized Task Scheduling API's
 * `scheduler.yield`), or undefined where the browser has no such API, so callers then go on synchronously as before.
 */
export function yieldToMain(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  return scheduler?.yield?.();
}
