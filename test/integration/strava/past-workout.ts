import { call } from '../../support/handler-calls';
import { endsToday, readyWeek } from '../../support/week-fixtures';

export interface PlannedWorkout {
  id: string;
  day: string;
  isCompleted: boolean;
  workoutDetails: { sport: string; estimatedDurationInSecs: number };
}

/**
 * A run, ride or swim of the athlete's first week on a day already past: the week is moved to end today, since an
 * activity dated in the future is refused when it arrives.
 */
export async function pastWorkout(athlete: {
  cookie: string;
  user: { id: string };
  planId: string;
}): Promise<PlannedWorkout> {
  const { weekId } = await readyWeek(athlete);
  await endsToday(athlete.user.id);
  const today = new Date().toISOString().slice(0, 10);
  const workouts = (await call(athlete.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as Array<
    Omit<PlannedWorkout, 'day'> & { day: string | null }
  >;
  const target = workouts.find(
    (w) =>
      w.day && w.day < today && !w.isCompleted && ['RUNNING', 'CYCLING', 'SWIMMING'].includes(w.workoutDetails.sport),
  );
  if (!target) throw new Error(`No past run, ride or swim in week ${weekId}`);
  return target as PlannedWorkout;
}
