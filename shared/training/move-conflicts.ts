import type { Availability } from '../schemas/availability';
import type { Weekday, WorkoutDetails } from '../schemas/training';
import { dayAllowance, dayBreaches, sessionMinutes } from './availability/day-rules';
import { daysBetween } from '../calendar/days';
import { weekdayOf } from '../calendar/weekdays';
import { isHardWorkout } from './intensity';

/** What a move needs to know of a workout: its day and its steps (hard or not comes from the steps' intensity and zones). */
export interface PlacedWorkout {
  id: string;
  day: string | null;
  workoutDetails: Pick<WorkoutDetails, 'steps'> & Partial<Pick<WorkoutDetails, 'sport' | 'estimatedDurationInSecs'>>;
}

export type MoveConflict<W extends PlacedWorkout = PlacedWorkout> =
  /** The target day is not one of the athlete's training days. */
  | { kind: 'unavailable'; day: string; weekday: Weekday }
  /** A hard workout would sit the day before or after another hard one (`other` is on `other.day`). */
  | { kind: 'hardBackToBack'; other: W & { day: string } }
  /** A hard workout would share its day with another hard one. */
  | { kind: 'hardSameDay'; other: W & { day: string } }
  /** The athlete blocked the day out (travel, holidays). */
  | { kind: 'blackout'; day: string; note: string | null }
  /** The day's sessions would take longer than the minutes the athlete has that day. */
  | { kind: 'overMinutes'; day: string; minutes: number; total: number }
  /** A swim on a day without a pool. */
  | { kind: 'noPool'; day: string }
  /** A second session on a day that holds one. */
  | { kind: 'tooManySessions'; day: string };

export interface MoveInput<W extends PlacedWorkout> {
  workouts: readonly W[];
  workoutId: string;
  toDay: string;
  /** The plan's training days; empty or missing means every day is available. */
  trainingDays?: readonly Weekday[] | null;
  /** The athlete's availability; null or missing: no limits besides the training days. */
  availability?: Availability | null;
}

/**
 * Why moving a workout to `toDay` deserves a second thought: the day is one the athlete keeps free, or a hard
 * session would land on the same or a neighbouring day as another hard one ("never two hard days in a row").
 * Pure: the board asks before it calls the schedule API. A move to the workout's own day has no conflicts.
 */
export function moveConflicts<W extends PlacedWorkout>({
  workouts,
  workoutId,
  toDay,
  trainingDays,
  availability,
}: MoveInput<W>): MoveConflict<W>[] {
  const moved = workouts.find((w) => w.id === workoutId);
  if (!moved || moved.day === toDay) return [];
  const conflicts: MoveConflict<W>[] = [];
  const weekday = weekdayOf(toDay);
  if (trainingDays?.length && !trainingDays.includes(weekday))
    conflicts.push({ kind: 'unavailable', day: toDay, weekday });
  if (availability) conflicts.push(...availabilityConflicts<W>(workouts, moved, toDay, availability));
  if (!isHardWorkout(moved.workoutDetails)) return conflicts;
  const hardNeighbours = workouts
    .filter(
      (w): w is W & { day: string } => w.id !== workoutId && w.day !== null && Math.abs(daysBetween(toDay, w.day)) <= 1,
    )
    .filter((w) => isHardWorkout(w.workoutDetails))
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  for (const other of hardNeighbours)
    conflicts.push(other.day === toDay ? { kind: 'hardSameDay', other } : { kind: 'hardBackToBack', other });
  return conflicts;
}

const asSession = (w: PlacedWorkout) => ({
  sport: w.workoutDetails.sport ?? 'RUNNING',
  minutes: sessionMinutes({ estimatedDurationInSecs: w.workoutDetails.estimatedDurationInSecs ?? 0 }),
});

/** What the move breaks of the target day's availability: a blackout, its minutes, its pool, its number of sessions. */
function availabilityConflicts<W extends PlacedWorkout>(
  workouts: readonly W[],
  moved: W,
  toDay: string,
  availability: Availability,
): MoveConflict<W>[] {
  const allowance = dayAllowance(availability, toDay);
  const onDay = [...workouts.filter((w) => w.id !== moved.id && w.day === toDay), moved].map(asSession);
  return dayBreaches(allowance, onDay).map((breach): MoveConflict<W> => {
    if (breach === 'blackout') return { kind: 'blackout', day: toDay, note: allowance.blackout?.note ?? null };
    if (breach === 'overMinutes')
      return {
        kind: 'overMinutes',
        day: toDay,
        minutes: allowance.minutes ?? 0,
        total: onDay.reduce((t, s) => t + s.minutes, 0),
      };
    if (breach === 'noPool') return { kind: 'noPool', day: toDay };
    return { kind: 'tooManySessions', day: toDay };
  });
}
