import type { HeartRateProfile } from '@shared/progress/load';
import type { ActivityInput } from '@shared/schemas/training';
import { addDays } from '@shared/training/dates';
import { isHardWorkout } from '@shared/training/intensity';
import { matchActivityToWorkout } from '@shared/training/activity-match';
import type { LivedWeek } from '@shared/training/adaptation';
import type { ActivityRecord } from '../activities/activity-record';
import type { WorkoutRecord } from '../workouts/workout-record';
import type { WeekRecord } from './week-record';

/** An easy session whose average heart rate reaches this share of the threshold was ridden or run too hard. */
const TOO_HARD_OF_THRESHOLD = 0.9;

const asInput = (a: ActivityRecord): ActivityInput => ({
  id: a.id,
  activityType: a.activityType,
  startTime: a.startTime,
  durationSecs: a.durationInSeconds,
  distanceMeters: a.distanceInMeters,
  averageHeartRate: a.averageHeartRate,
});

/** What the athlete did with one past week: each workout against its recorded activity, and their own words. */
export function livedWeek(week: WeekRecord, workouts: WorkoutRecord[], activities: ActivityRecord[], heartRate: HeartRateProfile | null): LivedWeek {
  const lastDay = addDays(week.firstDay, 6);
  const inWeek = activities.filter((a) => a.startTime.slice(0, 10) >= week.firstDay && a.startTime.slice(0, 10) <= lastDay).map(asInput);
  const taken = new Set<string>();
  const byId = new Map(inWeek.map((a) => [a.id, a]));
  return {
    firstDay: week.firstDay,
    workouts: workouts
      .filter((w) => w.day)
      .map((w) => {
        const summary = { id: w.id, day: w.day, workoutDetails: w.workoutDetails, isCompleted: w.isCompleted };
        const activity = (w.matchedActivityId ? byId.get(w.matchedActivityId) : undefined) ?? matchActivityToWorkout(summary, inWeek, taken);
        if (activity) taken.add(activity.id);
        const plannedHard = isHardWorkout(w.workoutDetails);
        const plannedMinutes = Math.round(w.workoutDetails.estimatedDurationInSecs / 60);
        const doneMinutes = activity ? Math.round(activity.durationSecs / 60) : w.isCompleted ? plannedMinutes : null;
        const hr = activity?.averageHeartRate ?? null;
        return {
          day: w.day as string,
          sport: w.workoutDetails.sport,
          workoutName: w.workoutDetails.workoutName,
          plannedMinutes,
          doneMinutes,
          plannedHard,
          harderThanPlanned: !plannedHard && !!heartRate && hr !== null && hr >= heartRate.threshold * TOO_HARD_OF_THRESHOLD,
          note: w.userNotes,
        };
      }),
    // The athlete's own words sit on the workouts (the summary's memories are the coach's, not theirs).
    notes: [],
  };
}
