import type { ActivityInput, Sport, WorkoutSport } from '../schemas/training';
import type { SummaryWorkoutInput } from './types';

// Apart from the week summary (which loads both languages' texts): matching needs none of them.
export function activitySport(a: Pick<ActivityInput, 'activityType'>): Sport | null {
  const t = a.activityType.toUpperCase();
  if (/SWIM/.test(t)) return 'SWIMMING';
  if (/CYCL|BIK|RIDE|SPIN/.test(t)) return 'CYCLING';
  if (/RUN|TREADMILL|TRAIL/.test(t)) return 'RUNNING';
  return null;
}

/** The workout sport an activity completes: a race sport, or strength work (Garmin STRENGTH_TRAINING, weights). */
function workoutSportOf(a: Pick<ActivityInput, 'activityType'>): WorkoutSport | null {
  return /STRENGTH|WEIGHT/.test(a.activityType.toUpperCase()) ? 'STRENGTH_TRAINING' : activitySport(a);
}

/** The activity's calendar day: the first 10 characters of its ISO start time (local time when it has an offset). */
export const activityDay = (a: ActivityInput) => a.startTime.slice(0, 10);

/**
 * A workout is completed by an activity of its sport on its day; among several, the one closest in duration.
 * `taken` holds activity ids already matched to other workouts.
 */
export function matchActivityToWorkout(
  workout: SummaryWorkoutInput,
  activities: ActivityInput[],
  taken: Set<string> = new Set(),
): ActivityInput | null {
  if (!workout.day) return null;
  const planned = workout.workoutDetails.estimatedDurationInSecs;
  const candidates = activities.filter(
    (a) => !taken.has(a.id) && activityDay(a) === workout.day && workoutSportOf(a) === workout.workoutDetails.sport,
  );
  candidates.sort((a, b) => Math.abs(a.durationSecs - planned) - Math.abs(b.durationSecs - planned));
  return candidates[0] ?? null;
}
