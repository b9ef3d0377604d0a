import type { Availability } from '../../schemas/availability';
import type { GeneratedWeek, Weekday } from '../../schemas/training';
import { isHardWorkout } from '../intensity';
import { replanWeek } from '../replan/replan';
import { workoutShortener } from '../replan/shortener';
import { plannedLoad } from '../safety/planned-load';
import type { Lang } from '../types';
import { sessionMinutes } from './day-rules';

/**
 * A new week (the offline coach's or the model's) held to the athlete's availability: a session on a blackout day,
 * over its day's minutes or a swim without a pool moves to the nearest legal training day, is shortened to its day's
 * minutes, or is dropped when neither can hold it. The re-plan's rules do it, with the whole week still ahead; a week
 * that keeps to the availability comes back unchanged.
 */
export function fitWeekToAvailability(
  week: GeneratedWeek,
  ctx: { firstDay: string; availability: Availability | null; trainingDays?: readonly Weekday[] | null; lang?: Lang },
): GeneratedWeek {
  if (!ctx.availability) return week;
  const sessions = week.workouts.map((w, i) => ({
    id: String(i),
    day: w.day,
    sport: w.workoutDetails.sport,
    minutes: sessionMinutes(w.workoutDetails),
    hard: isHardWorkout(w.workoutDetails),
    load: plannedLoad(w.workoutDetails),
    status: 'planned' as const,
  }));
  const shortener = workoutShortener(
    (id) => week.workouts[Number(id)]?.workoutDetails,
    (d) => plannedLoad(d),
    ctx.lang,
  );
  const { changes } = replanWeek({
    today: ctx.firstDay,
    firstDay: ctx.firstDay,
    sessions,
    availability: ctx.availability,
    trainingDays: ctx.trainingDays,
    history: new Map(),
    shorten: shortener.shorten,
  });
  if (!changes.length) return week;
  const byIndex = new Map(changes.map((c) => [Number(c.workoutId), c]));
  return {
    ...week,
    workouts: week.workouts.flatMap((w, i) => {
      const change = byIndex.get(i);
      if (!change) return [w];
      if (change.kind === 'drop') return [];
      if (change.kind === 'shorten')
        return [{ ...w, workoutDetails: shortener.shortened(change.workoutId, change.minutes) ?? w.workoutDetails }];
      return [{ ...w, day: change.to }];
    }),
  };
}
