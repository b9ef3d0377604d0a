import type { WorkoutDetails } from '../../schemas/training';
import { isHardWorkout } from '../intensity';
import type { WorkoutRef } from './parse';

export interface WeekWorkout {
  id: string;
  day: string | null;
  isCompleted: boolean;
  details: Pick<WorkoutDetails, 'sport' | 'steps' | 'estimatedDurationInSecs' | 'workoutName'>;
}

export type Resolved =
  { kind: 'one'; workoutId: string } | { kind: 'none' } | { kind: 'several'; workoutIds: string[] };

/**
 * The week's session the athlete means. "long" is the longest of the sport (or of all), "hard" keeps the hard ones,
 * a day keeps that day's; what is done or in the past is not moved. Several left without "long": the coach asks which.
 */
export function resolveWorkout(ref: WorkoutRef, workouts: readonly WeekWorkout[], today: string): Resolved {
  let candidates = workouts.filter((w) => w.day !== null && !w.isCompleted && (w.day >= today || ref.onDay === w.day));
  if (ref.sport) candidates = candidates.filter((w) => w.details.sport === ref.sport);
  else if (ref.long) candidates = candidates.filter((w) => w.details.sport !== 'STRENGTH_TRAINING');
  if (ref.onDay) candidates = candidates.filter((w) => w.day === ref.onDay);
  if (ref.hard) candidates = candidates.filter((w) => isHardWorkout(w.details));
  if (candidates.length === 0) return { kind: 'none' };
  if (ref.long) {
    const longest = candidates.reduce((best, w) =>
      w.details.estimatedDurationInSecs > best.details.estimatedDurationInSecs ? w : best,
    );
    return { kind: 'one', workoutId: longest.id };
  }
  if (candidates.length === 1) return { kind: 'one', workoutId: candidates[0].id };
  return { kind: 'several', workoutIds: candidates.map((w) => w.id) };
}
