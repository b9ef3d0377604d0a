import type { AnyStep } from '../schemas/training';

/**
 * Hard = any interval step or any heart-rate target in zone 4 or 5. Kept apart from the guardrails (which need the
 * zod schemas) so the web app can tell hard sessions apart without loading zod.
 */
export function isHardWorkout(details: { steps: readonly AnyStep[] }): boolean {
  return details.steps
    .flatMap((s) => (s.type === 'WorkoutRepeatStep' ? s.steps : [s]))
    .some((s) => s.intensity === 'INTERVAL' || (s.targetType === 'HEART_RATE' && (s.targetValue ?? 0) >= 4));
}
