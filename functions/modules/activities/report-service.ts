import type { LogActivityBody, ReportWorkoutBody, WorkoutReportView } from '@shared/schemas/activities';
import type { WorkoutDetails } from '@shared/schemas/training';
import type { ActivityView, WorkoutView } from '@shared/schemas/weeks';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { OutcomeReader } from '../workouts/workout-outcomes';
import type { WorkoutRecord } from '../workouts/workout-record';
import type { WorkoutRepository } from '../workouts/workout-repository';
import type { ActivityService } from './activity-service';
import type { ActivityRepository } from './activity-repository';

export const WORKOUT_NOT_FOUND = 'Workout not found';
export const NO_DAY_YET = 'This workout has no day yet: put it on a day before reporting it done.';
export const COMPLETED_BY_RECORDING = 'Already completed by a recorded activity';
export const NOTHING_TO_UNDO = 'This workout has no report to undo';

/** A logged session without a time starts at noon UTC: its day is the same in every time zone the athlete may be in. */
const NOON = 'T12:00:00.000Z';

export interface ReportServiceDeps {
  workouts: Pick<WorkoutRepository, 'get' | 'setReport' | 'uncompleteItem'>;
  activities: Pick<ActivityRepository, 'findById' | 'transact' | 'deleteItem'>;
  record: ActivityService['record'];
  outcomes: OutcomeReader;
  clock: Clock;
}

/** Metres when every step is a distance (a swim of lengths); otherwise the plan says time, not distance. */
export function plannedDistance(details: WorkoutDetails): number | null {
  const plain = details.steps.flatMap((s) =>
    s.type === 'WorkoutRepeatStep' ? Array.from({ length: s.repeatValue }, () => s.steps).flat() : [s],
  );
  if (!plain.length || plain.some((s) => s.durationType !== 'DISTANCE')) return null;
  return plain.reduce((t, s) => t + s.durationValue, 0);
}

/** Local wall-clock date and time of the athlete (with their UTC offset) as an instant. */
function startInstant(
  date: string,
  time: string | null | undefined,
  utcOffsetMinutes: number | null | undefined,
): string {
  if (!time) return `${date}${NOON}`;
  return new Date(Date.parse(`${date}T${time}:00.000Z`) - (utcOffsetMinutes ?? 0) * 60_000).toISOString();
}

/**
 * The athlete's own word on planned workouts (done, done but different, skipped with a reason) and sessions they
 * log by hand. A logged session is a 'manual' activity recorded like any other (the duplicate rule, the matching).
 */
export function createReportService({ workouts, activities, record, outcomes, clock }: ReportServiceDeps) {
  const now = () => clock().toISOString();

  async function own(userId: string, workoutId: string): Promise<WorkoutRecord> {
    const workout = await workouts.get(userId, workoutId);
    if (!workout) throw notFound(WORKOUT_NOT_FOUND);
    return workout;
  }

  /** Removes the report and what it did: its manual activity goes, the workout is open again. */
  async function withdraw(userId: string, workout: WorkoutRecord): Promise<void> {
    const report = workout.report!;
    const activity = report.activityId ? await activities.findById(userId, report.activityId) : null;
    if (activity && activity.source === 'manual' && workout.matchedActivityId === activity.id) {
      if (
        !(await activities.transact([
          activities.deleteItem(activity),
          workouts.uncompleteItem(userId, workout, activity.id, now()),
        ]))
      ) {
        throw conflict('This workout changed meanwhile. Please reload and try again.');
      }
      return;
    }
    // Completed by a recording (or the activity is gone): only the athlete's word goes.
    await workouts.setReport(userId, workout.id, null, now());
  }

  return {
    async report(userId: string, workoutId: string, body: ReportWorkoutBody): Promise<WorkoutView> {
      let workout = await own(userId, workoutId);
      const byRecording =
        workout.isCompleted && !(workout.report?.activityId && workout.report.activityId === workout.matchedActivityId);
      if (byRecording) throw conflict(COMPLETED_BY_RECORDING);
      if (body.status !== 'skipped' && !workout.day) throw badRequest(NO_DAY_YET);
      if (workout.report) {
        await withdraw(userId, workout);
        workout = await own(userId, workoutId);
      }
      const note = body.note?.trim() || undefined;
      const base = { status: body.status, ...(note ? { note } : {}), reportedAt: now() };
      if (body.status === 'skipped') {
        const updated = await workouts.setReport(userId, workout.id, { ...base, reason: body.reason }, now());
        if (!updated) throw notFound(WORKOUT_NOT_FOUND);
        return outcomes.view(userId, updated);
      }
      const details = workout.workoutDetails;
      const changed = body.status === 'changed' ? body : null;
      const report: WorkoutReportView = { ...base, ...(changed?.feel ? { feel: changed.feel } : {}) };
      const recorded = await record(
        userId,
        {
          activityType: details.sport,
          startTime: `${workout.day}${NOON}`,
          durationInSeconds: changed ? changed.durationMinutes * 60 : details.estimatedDurationInSecs,
          distanceInMeters: changed
            ? changed.distanceKm != null
              ? Math.round(changed.distanceKm * 1000)
              : null
            : plannedDistance(details),
          averageHeartRate: changed?.averageHeartRate ?? null,
          rpe: changed?.rpe ?? null,
          note: note ?? null,
          activityName: details.workoutName,
          source: 'manual',
        },
        { workout, report },
      );
      // The completion wrote the report with it (naming its activity); otherwise the athlete's word is kept alone.
      if (recorded.completedWorkoutId === workout.id) return outcomes.view(userId, await own(userId, workoutId));
      const updated = await workouts.setReport(userId, workout.id, report, now());
      return outcomes.view(userId, updated ?? (await own(userId, workoutId)));
    },

    async undo(userId: string, workoutId: string): Promise<WorkoutView> {
      const workout = await own(userId, workoutId);
      if (!workout.report) throw conflict(NOTHING_TO_UNDO);
      await withdraw(userId, workout);
      return outcomes.view(userId, await own(userId, workoutId));
    },

    /** A session that was not planned (or not on the plan's day): a manual activity, matched to a planned workout when one fits. */
    async log(
      userId: string,
      body: LogActivityBody,
    ): Promise<{ activity: ActivityView; completedWorkoutId: string | null; duplicateOf: string | null }> {
      return record(userId, {
        activityType: body.sport,
        startTime: startInstant(body.date, body.startTime, body.utcOffsetMinutes),
        durationInSeconds: body.durationMinutes * 60,
        distanceInMeters: body.distanceKm != null ? Math.round(body.distanceKm * 1000) : null,
        averageHeartRate: body.averageHeartRate ?? null,
        rpe: body.rpe ?? null,
        note: body.note?.trim() || null,
        source: 'manual',
      });
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
