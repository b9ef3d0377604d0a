import type { WorkoutOutcome, WorkoutReportView } from '../schemas/activities';

export interface OutcomeInput {
  day: string | null;
  isCompleted: boolean;
  report?: Pick<WorkoutReportView, 'status'> | null;
}

/**
 * What became of a planned workout. A past workout nobody recorded or reported is 'missed' only when an automatic
 * source (a watch push) delivered activities on or after its day: then the silence means something. Without one the
 * coach does not know ('not-reported'), and reads it as neither done nor missed.
 */
export function workoutOutcome(
  workout: OutcomeInput,
  /** YYYY-MM-DD: a workout on this day or later is still 'planned'. */
  today: string,
  /** The start day of the latest activity an automatic source delivered for this athlete; null when none ever did. */
  lastAutomaticDay: string | null,
): WorkoutOutcome {
  if (workout.report?.status === 'skipped') return 'skipped';
  if (workout.isCompleted || workout.report?.status === 'done' || workout.report?.status === 'changed') return 'done';
  if (!workout.day || workout.day >= today) return 'planned';
  return lastAutomaticDay !== null && lastAutomaticDay >= workout.day ? 'missed' : 'not-reported';
}

/**
 * The calendar day that has begun everywhere on earth (UTC-12): a workout's day is over for the athlete wherever
 * they live only once this day is later (the server does not know the athlete's time zone).
 */
export function earliestDayOnEarth(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}
