import { addDays, daysBetween } from '../../calendar/days';
import { FATIGUE_DAYS, FITNESS_DAYS } from '../../progress/training-load';
import { strainPeak } from './load-check';

/**
 * Where the athlete stands when a week begins, read from the daily load before it as the load check reads it: fitness
 * and fatigue at the end of the day before, and the strain peak the week is held to (decision record 030).
 */
export interface LoadStart {
  fitness: number;
  fatigue: number;
  /** The highest strain of the weeks the strain limit reads (null: no earlier week with training). */
  strainPeak: number | null;
}

/**
 * The load check's starting point for the week beginning `firstDay`, or null when the history does not cover the
 * fitness window (the load check then reads form as unknown, so nothing is held to it).
 */
export function loadStart(
  history: Readonly<Record<string, number>> | null | undefined,
  firstDay: string,
): LoadStart | null {
  if (!history) return null;
  const days = Object.keys(history)
    .filter((day) => day < firstDay && history[day] > 0)
    .sort();
  if (!days.length || daysBetween(days[0], firstDay) < FITNESS_DAYS) return null;
  let fitness = 0;
  let fatigue = 0;
  for (let day = days[0]; day < firstDay; day = addDays(day, 1)) {
    const load = Math.max(0, history[day] ?? 0);
    fitness += (load - fitness) / FITNESS_DAYS;
    fatigue += (load - fatigue) / FATIGUE_DAYS;
  }
  const peak = strainPeak(new Map(Object.entries(history)), firstDay);
  return { fitness, fatigue, strainPeak: peak > 0 ? peak : null };
}
