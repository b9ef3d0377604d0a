import type { AdaptationPhrase } from '@shared/schemas/adaptation-facts';
import type { WorkoutDetails } from '@shared/schemas/training';
import type { WeekAdaptationView } from '@shared/schemas/weeks';
import type { AdaptationChange } from '@shared/training/adaptation';

/** The adaptation as stored on the week item: each change keeps the workout's original to restore on rejection. */
export interface WeekAdaptation {
  status: 'proposed' | 'accepted';
  reasons: string[];
  /** The reasons' codes and numbers (absent on weeks adapted before they were kept). */
  phrases?: AdaptationPhrase[];
  changes: Array<
    Omit<AdaptationChange, 'reasons' | 'facts'> & {
      facts?: AdaptationChange['facts'];
      workoutId: string;
      reasons: string[];
      rejected: boolean;
    }
  >;
}

export function toAdaptationView(a: WeekAdaptation): WeekAdaptationView {
  return {
    status: a.status,
    reasons: a.reasons,
    ...(a.phrases ? { phrases: a.phrases } : {}),
    changes: a.changes.map((c, position) => ({
      index: position,
      workoutId: c.workoutId,
      kind: c.kind,
      day: c.day,
      text: c.text,
      // Older weeks kept only the text.
      ...(c.facts ? { facts: c.facts } : {}),
      rejected: c.rejected,
    })),
  };
}

export type StoredChange = WeekAdaptation['changes'][number] & { before: WorkoutDetails; after: WorkoutDetails };
