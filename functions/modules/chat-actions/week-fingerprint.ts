import { createHash } from 'node:crypto';
import type { WorkoutRecord } from '../workouts/workout-record';

/**
 * How the week stood when a proposal was made: each session's day, state and last change, and when the availability
 * was last saved. Accept reads it again; any difference means the proposal was made on a week that is gone (409).
 */
export function weekFingerprint(workouts: readonly WorkoutRecord[], availabilityUpdatedAt: string | null): string {
  const rows = [...workouts]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((w) => [w.id, w.day ?? '', w.isCompleted ? 1 : 0, w.report?.status ?? '', w.updatedAt].join('|'));
  return createHash('sha256')
    .update([...rows, `availability|${availabilityUpdatedAt ?? ''}`].join('\n'))
    .digest('hex')
    .slice(0, 32);
}
