import type { WorkoutDetails } from '@shared/schemas/training';
import type { WeekAdaptationView } from '@shared/schemas/weeks';
import type { AdaptationChange } from '@shared/training/adaptation';

/** The adaptation as stored on the week item: each change keeps the workout's original to restore on rejection. */
export interface WeekAdaptation {
  status: 'proposed' | 'accepted';
  reasons: string[];
  changes: Array<Omit<AdaptationChange, 'reasons'> & { workoutId: string; reasons: string[]; rejected: boolean }>;
}

export function toAdaptationView(a: WeekAdaptation): WeekAdaptationView {
  return {
    status: a.status,
    reasons: a.reasons,
    changes: a.changes.map((c, position) => ({
      index: position,
      workoutId: c.workoutId,
      kind: c.kind,
      day: c.day,
      text: c.text,
      rejected: c.rejected,
    })),
  };
}

export type StoredChange = WeekAdaptation['changes'][number] & { before: WorkoutDetails; after: WorkoutDetails };
