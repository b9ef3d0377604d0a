import type { GeneratedWeek } from '@shared/schemas/training';
import { isHardWorkout } from '@shared/training';
import type { LivedWeek, LivedWorkout } from '@shared/training/adaptation';

export type Outcome = 'done' | 'missed' | 'short' | 'harder';

/** A lived week from a generated one: what the athlete did with each workout, in order ('done' for the rest). */
export function livedFrom(
  week: GeneratedWeek,
  firstDay: string,
  outcomes: Outcome[] = [],
  notes: string[] = [],
): LivedWeek {
  // As the service reads a week (lived-week.ts): strength work is not a race sport's session.
  const workouts: LivedWorkout[] = week.workouts.flatMap((w, i) => {
    const sport = w.workoutDetails.sport;
    if (sport === 'STRENGTH_TRAINING') return [];
    const planned = Math.round(w.workoutDetails.estimatedDurationInSecs / 60);
    const outcome = outcomes[i] ?? 'done';
    return {
      day: w.day,
      sport,
      workoutName: w.workoutDetails.workoutName,
      plannedMinutes: planned,
      doneMinutes: outcome === 'missed' ? null : outcome === 'short' ? Math.round(planned * 0.5) : planned,
      plannedHard: isHardWorkout(w.workoutDetails),
      harderThanPlanned: outcome === 'harder',
      note: null,
    };
  });
  return { firstDay, workouts, notes };
}

/** Outcomes that miss the first `count` workouts of a sport. */
export function missing(week: GeneratedWeek, sport: string, count: number): Outcome[] {
  let left = count;
  return week.workouts.map((w) => (w.workoutDetails.sport === sport && left-- > 0 ? 'missed' : 'done'));
}
