import type { Availability } from '../../schemas/availability';
import type { GeneratedWeek, Weekday } from '../../schemas/training';
import { isHardWorkout } from '../intensity';
import { replanWeek } from '../replan/replan';
import { plannedLoad } from '../safety/planned-load';
import { sessionMinutes } from './day-rules';

/**
 * A new week (the offline coach's or the model's) held to the athlete's availability: a session on a blackout day,
 * over its day's minutes or a swim without a pool moves to the nearest legal training day, or is dropped when none
 * can hold it. The re-plan's rules do it, with the whole week still ahead; a week that keeps to the availability
 * comes back unchanged.
 */
export function fitWeekToAvailability(week: GeneratedWeek, ctx: { firstDay: string; availability: Availability | null; trainingDays?: readonly Weekday[] | null }): GeneratedWeek {
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
  const { changes } = replanWeek({ today: ctx.firstDay, firstDay: ctx.firstDay, sessions, availability: ctx.availability, trainingDays: ctx.trainingDays, history: new Map() });
  if (!changes.length) return week;
  const byIndex = new Map(changes.map((c) => [Number(c.workoutId), c]));
  return {
    ...week,
    workouts: week.workouts.flatMap((w, i) => {
      const change = byIndex.get(i);
      if (!change) return [w];
      return change.kind === 'drop' ? [] : [{ ...w, day: change.to }];
    }),
  };
}
