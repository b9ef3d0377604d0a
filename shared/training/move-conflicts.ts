import type { Weekday, WorkoutDetails } from '../schemas/training';
import { diffDays, weekdayOf } from './dates';
import { isHardWorkout } from './intensity';

/** What a move needs to know of a workout: its day and its steps (hard or not comes from the steps' intensity and zones). */
export interface PlacedWorkout {
  id: string;
  day: string | null;
  workoutDetails: Pick<WorkoutDetails, 'steps'>;
}

export type MoveConflict<W extends PlacedWorkout = PlacedWorkout> =
  /** The target day is not one of the athlete's training days. */
  | { kind: 'unavailable'; day: string; weekday: Weekday }
  /** A hard workout would sit the day before or after another hard one (`other` is on `other.day`). */
  | { kind: 'hardBackToBack'; other: W & { day: string } }
  /** A hard workout would share its day with another hard one. */
  | { kind: 'hardSameDay'; other: W & { day: string } };

export interface MoveInput<W extends PlacedWorkout> {
  workouts: readonly W[];
  workoutId: string;
  toDay: string;
  /** The plan's training days; empty or missing means every day is available. */
  trainingDays?: readonly Weekday[] | null;
}

/**
 * Why moving a workout to `toDay` deserves a second thought: the day is one the athlete keeps free, or a hard
 * session would land on the same or a neighbouring day as another hard one ("never two hard days in a row").
 * Pure: the board asks before it calls the schedule API. A move to the workout's own day has no conflicts.
 */
export function moveConflicts<W extends PlacedWorkout>({ workouts, workoutId, toDay, trainingDays }: MoveInput<W>): MoveConflict<W>[] {
  const moved = workouts.find((w) => w.id === workoutId);
  if (!moved || moved.day === toDay) return [];
  const conflicts: MoveConflict<W>[] = [];
  const weekday = weekdayOf(toDay);
  if (trainingDays?.length && !trainingDays.includes(weekday)) conflicts.push({ kind: 'unavailable', day: toDay, weekday });
  if (!isHardWorkout(moved.workoutDetails)) return conflicts;
  const hardNeighbours = workouts
    .filter((w): w is W & { day: string } => w.id !== workoutId && w.day !== null && Math.abs(diffDays(w.day, toDay)) <= 1)
    .filter((w) => isHardWorkout(w.workoutDetails))
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  for (const other of hardNeighbours) conflicts.push(other.day === toDay ? { kind: 'hardSameDay', other } : { kind: 'hardBackToBack', other });
  return conflicts;
}
