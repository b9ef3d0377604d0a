import type { HeartRateProfile } from '@shared/progress/load';
import type { ActivityInput, Sport } from '@shared/schemas/training';
import { addDays } from '@shared/calendar/days';
import { isHardWorkout } from '@shared/training/intensity';
import { matchActivityToWorkout } from '@shared/training/activity-match';
import type { LivedWeek, LivedWorkout } from '@shared/training/adaptation';
import { workoutOutcome } from '@shared/weeks/workout-outcome';
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

/**
 * What the athlete did with one past week: each workout against its recorded activity, their report (done,
 * skipped and why) and their own words. A past workout nobody recorded or reported is missed only when a watch
 * delivered activities since its day (`lastAutomaticDay`), else not reported.
 */
export function livedWeek(
  week: WeekRecord,
  workouts: WorkoutRecord[],
  activities: ActivityRecord[],
  heartRate: HeartRateProfile | null,
  reading: { today: string; lastAutomaticDay: string | null } = { today: '9999-12-31', lastAutomaticDay: '9999-12-31' },
): LivedWeek {
  const lastDay = addDays(week.firstDay, 6);
  const inWeek = activities
    .filter((a) => a.startTime.slice(0, 10) >= week.firstDay && a.startTime.slice(0, 10) <= lastDay)
    .map(asInput);
  const taken = new Set<string>();
  const byId = new Map(inWeek.map((a) => [a.id, a]));
  return {
    firstDay: week.firstDay,
    // The adaptation reads the race sports; strength work is left as planned.
    workouts: workouts
      .filter((w) => w.day && w.workoutDetails.sport !== 'STRENGTH_TRAINING')
      .map((w) => {
        const summary = { id: w.id, day: w.day, workoutDetails: w.workoutDetails, isCompleted: w.isCompleted };
        const activity =
          (w.matchedActivityId ? byId.get(w.matchedActivityId) : undefined) ??
          matchActivityToWorkout(summary, inWeek, taken);
        if (activity) taken.add(activity.id);
        const plannedHard = isHardWorkout(w.workoutDetails);
        const plannedMinutes = Math.round(w.workoutDetails.estimatedDurationInSecs / 60);
        const doneMinutes = activity ? Math.round(activity.durationSecs / 60) : w.isCompleted ? plannedMinutes : null;
        const hr = activity?.averageHeartRate ?? null;
        const outcome = workoutOutcome(
          { day: w.day, isCompleted: w.isCompleted || !!activity, report: w.report },
          reading.today,
          reading.lastAutomaticDay,
        );
        return {
          ...(outcome === 'planned' ? {} : { outcome: outcome as NonNullable<LivedWorkout['outcome']> }),
          ...(w.report?.status === 'skipped' ? { skipReason: w.report.reason ?? 'other' } : {}),
          day: w.day as string,
          sport: w.workoutDetails.sport as Sport,
          workoutName: w.workoutDetails.workoutName,
          plannedMinutes,
          doneMinutes,
          plannedHard,
          harderThanPlanned:
            !plannedHard && !!heartRate && hr !== null && hr >= heartRate.threshold * TOO_HARD_OF_THRESHOLD,
          note: w.userNotes,
        };
      }),
    // The athlete's own words sit on the workouts (the summary's memories are the coach's, not theirs).
    notes: [],
  };
}
