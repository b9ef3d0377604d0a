import { expect } from 'vitest';
import { createPlatform } from '../../../functions/composition/platform';
import { createWeekServices } from '../../../functions/modules/weeks/compose';
import { addDays } from '@shared/calendar/days';
import { isHardWorkout } from '@shared/training/intensity';
import type { WorkoutView } from '@shared/schemas/weeks';
import { athleteWithPlan, call, readyWeek } from '../../support/week-fixtures';

export const today = () => new Date().toISOString().slice(0, 10);
export const fine = { sleep: 4, fatigue: 4, soreness: 4, stress: 4, motivation: 4 };

/** An athlete whose active week is moved so that today holds its first hard session. */
export async function athleteWithHardToday() {
  const a = await athleteWithPlan(1);
  const { weekId, workouts } = await readyWeek(a);
  const firstDay = [...workouts].map((w: WorkoutView) => w.day!).sort()[0];
  const hard = (workouts as WorkoutView[]).find((w) => w.day && isHardWorkout(w.workoutDetails));
  expect(hard, 'the generated week has a hard session').toBeTruthy();
  // The week's first day is a Monday-ish start: shift it so the hard session's day becomes today.
  const weekStart = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/load-check`)).body.firstDay as string;
  const offset = Math.round((Date.parse(hard!.day!) - Date.parse(weekStart ?? firstDay)) / 86_400_000);
  await createWeekServices(createPlatform()).mover.moveActive(a.user.id, addDays(today(), -offset));
  return { ...a, weekId, hardId: hard!.id };
}

/** Three ordinary mornings before today: enough baseline for a verdict. */
export async function baseline(cookie: string, days = 3, extra: Record<string, unknown> = {}) {
  for (let i = days; i >= 1; i--)
    expect(
      (await call(cookie, 'PUT', '/api/readiness/check-in', { date: addDays(today(), -i), ...fine, ...extra })).status,
    ).toBe(200);
}
