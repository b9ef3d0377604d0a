import type { ActivityInput } from '@shared/schemas/training';
import { matchActivityToWorkout } from '@shared/training/activity-match';
import type { WorkoutRecord } from '../workouts/workout-record';
import type { ActivityRecord } from './activity-record';

export function toActivityInput(
  a: Pick<
    ActivityRecord,
    'id' | 'activityType' | 'startTime' | 'durationInSeconds' | 'distanceInMeters' | 'averageHeartRate'
  >,
): ActivityInput {
  return {
    id: a.id,
    activityType: a.activityType,
    startTime: a.startTime,
    durationSecs: a.durationInSeconds,
    distanceMeters: a.distanceInMeters ?? null,
    averageHeartRate: a.averageHeartRate ?? null,
  };
}

/** The engine's matching rule over the candidate workouts: the first (day-sorted) one the activity matches. */
export function bestMatch(
  activity: ActivityRecord,
  workouts: readonly WorkoutRecord[],
): { workoutId: string; reason: string } | null {
  const input = toActivityInput(activity);
  for (const w of workouts) {
    const matched = matchActivityToWorkout(
      { id: w.id, day: w.day, workoutDetails: w.workoutDetails, isCompleted: w.isCompleted },
      [input],
    );
    if (matched) return { workoutId: w.id, reason: matchReason(activity) };
  }
  return null;
}

/** Why the workout counts as done, kept on the workout (the summary may replace it with its own words). */
export function matchReason(
  activity: Pick<ActivityRecord, 'activityType' | 'startTime' | 'durationInSeconds' | 'distanceInMeters'> & {
    source?: string;
  },
): string {
  const minutes = Math.round(activity.durationInSeconds / 60);
  const km = activity.distanceInMeters ? `, ${(activity.distanceInMeters / 1000).toFixed(1)} km` : '';
  if (activity.source === 'manual')
    return `Logged by the athlete as done on ${activity.startTime.slice(0, 10)} (${minutes} min${km}).`;
  return `Completed by a recorded ${activity.activityType.toLowerCase()} activity on ${activity.startTime.slice(0, 10)} (${minutes} min${km}).`;
}
