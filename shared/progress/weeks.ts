import type { WeekFigures } from '../schemas/progress';
import { addDays } from '../training/dates';
import { roundPerSport, zeroPerSport } from './sports';
import type { ProgressActivity, ProgressWorkout } from './types';

export const WEEK_LENGTH = 7;

/** The last day of a week that starts on `firstDay`. */
export const weekEnd = (firstDay: string) => addDays(firstDay, WEEK_LENGTH - 1);

/**
 * A week's planned vs done: planned minutes per sport from its workouts' estimated durations, done minutes and
 * distance per sport from the activities on its seven days, compliance = completed workouts / planned workouts.
 */
export function weekFigures(firstDay: string, workouts: readonly ProgressWorkout[], activities: readonly ProgressActivity[]): WeekFigures {
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
  const completed = workouts.filter((w) => w.isCompleted).length;
  return {
    firstDay,
    plannedMinutes: roundPerSport(planned),
    doneMinutes: roundPerSport(done),
    distanceMeters: roundPerSport(distance),
    plannedWorkouts: workouts.length,
    completedWorkouts: completed,
    compliance: workouts.length ? Math.round((completed / workouts.length) * 100) : null,
    load: Math.round(load),
  };
}

/** Days after a week's end before its figures are frozen: watches sync late (a long ride uploaded the next day). */
export const FREEZE_AFTER_DAYS = 2;

/** A week whose figures no longer change: finished (not active) and over for FREEZE_AFTER_DAYS. */
export function isFrozen(week: { firstDay: string; active: boolean }, today: string): boolean {
  return !week.active && addDays(weekEnd(week.firstDay), FREEZE_AFTER_DAYS) < today;
}
