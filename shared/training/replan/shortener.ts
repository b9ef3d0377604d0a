import type { WorkoutDetails } from '../../schemas/training';
import { sessionMinutes } from '../availability/day-rules';
import { resizeWorkout } from '../modify';
import type { Lang } from '../types';
import type { ReplanSession } from './types';

/**
 * The workout cut to at most `maxMinutes` by the same trim as "make it shorter": the warm-up and cool-down down to
 * their floors (3 and 2 min), the steady block or the main set's repeats trimmed last. Null when it cannot get under.
 * The repeats come off in whole units, so a slightly lower target is tried when the first lands just over.
 */
export function shortenedWorkout(details: WorkoutDetails, maxMinutes: number, lang?: Lang): WorkoutDetails | null {
  const planned = sessionMinutes(details);
  for (const target of [maxMinutes, maxMinutes - 2, maxMinutes - 5]) {
    if (target <= 0) break;
    const out = resizeWorkout(details, target, lang);
    const minutes = sessionMinutes(out);
    if (minutes <= maxMinutes && minutes < planned) return out;
  }
  return null;
}

/**
 * The re-plan's `shorten` for real workouts: what a session becomes when cut (its minutes and load), remembered so the
 * caller writes exactly the workout the change was proposed with.
 */
export function workoutShortener(
  detailsOf: (id: string) => WorkoutDetails | undefined,
  loadOf: (details: WorkoutDetails) => number,
  lang?: Lang,
) {
  const made = new Map<string, WorkoutDetails>();
  return {
    shorten(session: ReplanSession, maxMinutes: number) {
      const details = detailsOf(session.id);
      const out = details ? shortenedWorkout(details, maxMinutes, lang) : null;
      if (!out) return null;
      const minutes = sessionMinutes(out);
      made.set(`${session.id}:${minutes}`, out);
      return { minutes, load: loadOf(out) };
    },
    /** The workout a `shorten` change to `minutes` was proposed with (null: not made in this run). */
    shortened: (workoutId: string, minutes: number) => made.get(`${workoutId}:${minutes}`) ?? null,
  };
}
