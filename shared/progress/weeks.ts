import type { WeekFigures } from '../schemas/progress';
import { addDays } from '../calendar/days';
import { workoutOutcome } from '../weeks/workout-outcome';
import { roundPerSport, zeroPerSport } from './sports';
import type { ProgressActivity, ProgressWorkout } from './types';

export const WEEK_LENGTH = 7;

/** The last day of a week that starts on `firstDay`. */
export const weekEnd = (firstDay: string) => addDays(firstDay, WEEK_LENGTH - 1);

/**
 * A week's planned vs done: planned minutes per sport from its workouts' estimated durations, done minutes and
 * distance per sport from the activities on its seven days, compliance = completed workouts / workouts whose fate
 * is known: a past workout nobody recorded or reported (and no watch to say it was missed) is left out, and counted.
 */
export function weekFigures(
  firstDay: string,
  workouts: readonly ProgressWorkout[],
  activities: readonly ProgressActivity[],
  reading: { asOf: string; lastAutomaticDay?: string | null } = { asOf: '9999-12-31' },
): WeekFigures {
  const last = weekEnd(firstDay);
  const planned = zeroPerSport();
  const done = zeroPerSport();
  const distance = zeroPerSport();
  let load = 0;
  for (const w of workouts) planned[w.sport] += w.plannedSecs / 60;
  for (const a of activities) {
    if (a.day < firstDay || a.day > last) continue;
    load += a.load;
    if (!a.sport) continue;
    done[a.sport] += a.durationSecs / 60;
    distance[a.sport] += a.distanceMeters ?? 0;
  }
  const watchUntil = reading.lastAutomaticDay === undefined ? '9999-12-31' : reading.lastAutomaticDay;
  const outcomes = workouts.map((w) =>
    workoutOutcome(
      { day: w.day ?? null, isCompleted: w.isCompleted, report: w.reported ? { status: w.reported } : null },
      reading.asOf,
      watchUntil,
    ),
  );
  const completed = outcomes.filter((o) => o === 'done').length;
  const notReported = outcomes.filter((o) => o === 'not-reported').length;
  const known = workouts.length - notReported;
  return {
    firstDay,
    plannedMinutes: roundPerSport(planned),
    doneMinutes: roundPerSport(done),
    distanceMeters: roundPerSport(distance),
    plannedWorkouts: workouts.length,
    completedWorkouts: completed,
    compliance: known ? Math.round((completed / known) * 100) : null,
    notReportedWorkouts: notReported,
    skippedWorkouts: outcomes.filter((o) => o === 'skipped').length,
    load: Math.round(load),
  };
}

/** Days after a week's end before its figures are frozen: watches sync late (a long ride uploaded the next day). */
export const FREEZE_AFTER_DAYS = 2;

/** A week whose figures no longer change: finished (not active) and over for FREEZE_AFTER_DAYS. */
export function isFrozen(week: { firstDay: string; active: boolean }, today: string): boolean {
  return !week.active && addDays(weekEnd(week.firstDay), FREEZE_AFTER_DAYS) < today;
}
