import type { SkipReason } from '../../schemas/activities';
import type { LivedWeek, LivedWorkout } from './types';

/** A lived week's workouts whose day has passed (only those can be done, skipped, missed or not reported). */
export const due = (week: LivedWeek, today: string) => week.workouts.filter((w) => w.day < today);

/** A past workout as the record has it; older inputs carry no outcome (nothing recorded was missed). */
export const outcomeOf = (w: LivedWorkout) => w.outcome ?? (w.doneMinutes === null ? 'missed' : 'done');

/**
 * Whether a past session says something about fitness: done or missed does; a session nobody reported does not
 * (the coach does not know), nor one skipped: its reason speaks for it (sick, injured, too tired) or says nothing
 * about fitness at all (no time, travel, other), so the week is not cut for it.
 */
export const known = (w: LivedWorkout) => {
  const outcome = outcomeOf(w);
  return outcome === 'done' || outcome === 'missed';
};
export const skippedFor = (w: LivedWorkout, ...reasons: SkipReason[]) =>
  outcomeOf(w) === 'skipped' && !!w.skipReason && reasons.includes(w.skipReason);

/**
 * The share of a lived week's planned time that was done, over the sessions that say something (done or missed):
 * what keeps the next week's load from rising. Null when nothing of the week is known.
 */
export function knownCompliance(week: LivedWeek, today: string): number | null {
  const counted = due(week, today).filter(known);
  const planned = counted.reduce((t, w) => t + w.plannedMinutes, 0);
  if (!planned) return null;
  const done = counted.reduce((t, w) => t + Math.min(w.doneMinutes ?? 0, w.plannedMinutes), 0);
  return Math.min(100, Math.round((done / planned) * 100));
}
