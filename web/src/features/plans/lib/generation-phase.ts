/** Seed 001: analyzing, then building, then timed out after 3 minutes. */
export const GENERATION_TIMEOUT_MS = 180_000;
export const GENERATION_POLL_MS = 2_000;

export type GenerationPhase = 'analyzing' | 'building' | 'done' | 'failed' | 'timedOut';

/** The task's status as a step of the view: a queued task is still being analysed, a running one is building. */
export function generationPhase(status: string): GenerationPhase {
  if (status === 'completed') return 'done';
  if (status === 'failed') return 'failed';
  if (status === 'running') return 'building';
  return 'analyzing';
}
