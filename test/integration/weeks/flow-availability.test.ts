import { describe, expect, it } from 'vitest';
import type { WorkoutDetails } from '@shared/schemas/training';
import { addDays } from '@shared/calendar/days';
import { weekdayOf } from '@shared/calendar/weekdays';
import { athleteWithPlan, call, deliverTask, readyWeek } from '../../support/week-fixtures';

const today = () => new Date().toISOString().slice(0, 10);
const minutesOf = (d: WorkoutDetails) => Math.round(d.estimatedDurationInSecs / 60);

async function generated(cookie: string, userId: string, planId: string, weekId: string, dayOfWeek: string) {
  const gen = await call(cookie, 'POST', '/api/workouts/generate', {
    sportType: 'RUNNING',
    trainingPlanId: planId,
    weekId,
    dayOfWeek,
    prompt: '',
  });
  expect(gen.status).toBe(202);
  await deliverTask(userId, gen.body.sessionId);
  const status = (await call(cookie, 'GET', `/api/workouts/status/${gen.body.sessionId}`)).body;
  return { taskId: gen.body.sessionId as string, details: JSON.parse(status.message) as WorkoutDetails };
}

describe('flow workouts respect the availability', { timeout: 180_000 }, () => {
  it("are shortened to their day's minutes, moved off a blackout day, and refused when no day can hold them", async () => {
    const a = await athleteWithPlan(1);
    // A week switched to flow keeps the sessions it had: the flow workout is held to the days next to them.
    const { weekId, workouts } = await readyWeek(a, 'classic', '');
    expect((await call(a.cookie, 'PUT', `/api/weeks/${weekId}`, { trainingStyle: 'flow' })).status).toBe(200);
    const week = (await call(a.cookie, 'GET', '/api/weeks/active')).body as { id: string; firstDay: string };
    expect(week.id).toBe(weekId);
    const on = (day: string) =>
      (workouts as { day: string; workoutDetails: WorkoutDetails }[]).filter((w) => w.day === day);
    // A day from today on with at most one session (the save never moves a workout into the past).
    const days = Array.from({ length: 7 }, (_, i) => addDays(week.firstDay, i)).filter((d) => d >= today());
    const asked = days.find((d) => on(d).length <= 1);
    expect(asked, 'the week has a day ahead with room for a second session').toBeDefined();
    const weekday = weekdayOf(asked!);
    const everyDay = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    const beside = on(asked!).reduce((t, w) => t + minutesOf(w.workoutDetails), 0);

    // Generated before the availability was set; saved after: the save holds it to the day's minutes.
    const first = await generated(a.cookie, a.user.id, a.planId, weekId, weekday);
    const planned = minutesOf(first.details);
    const allowed = Math.ceil(planned * 0.75);
    expect(
      (
        await call(a.cookie, 'PUT', '/api/availability', {
          minutesByWeekday: { [weekday.toLowerCase()]: beside + allowed },
          twoSessionDays: everyDay,
        })
      ).status,
    ).toBe(200);
    const saved = await call(a.cookie, 'POST', '/api/workouts/save', {
      workoutDetails: first.details,
      weekId,
      aiTaskId: first.taskId,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.workout.day).toBe(asked);
    expect(minutesOf(saved.body.workout.workoutDetails)).toBeLessThanOrEqual(allowed);
    expect(minutesOf(saved.body.workout.workoutDetails)).toBeLessThan(planned);

    // The asked day is now blocked out: the worker shows it, and the save puts it, on another day ahead.
    expect(
      (
        await call(a.cookie, 'PUT', '/api/availability', {
          twoSessionDays: everyDay,
          blackouts: [{ from: asked!, to: asked!, note: 'trip' }],
        })
      ).status,
    ).toBe(200);
    const second = await generated(a.cookie, a.user.id, a.planId, weekId, weekday);
    const moved = await call(a.cookie, 'POST', '/api/workouts/save', {
      workoutDetails: second.details,
      weekId,
      aiTaskId: second.taskId,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.workout.day).not.toBe(asked);
    expect(moved.body.workout.day >= today()).toBe(true);

    // Every day blocked out: a clear 409, nothing saved.
    expect(
      (
        await call(a.cookie, 'PUT', '/api/availability', {
          blackouts: [{ from: week.firstDay, to: addDays(week.firstDay, 6) }],
        })
      ).status,
    ).toBe(200);
    const third = await generated(a.cookie, a.user.id, a.planId, weekId, weekday);
    const refused = await call(a.cookie, 'POST', '/api/workouts/save', {
      workoutDetails: third.details,
      weekId,
      aiTaskId: third.taskId,
    });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('No day of this week can hold this workout');
    const flow = (await call(a.cookie, 'GET', '/api/workouts/flow')).body as { id: string }[];
    expect(flow.filter((w) => w.id === saved.body.workout.id || w.id === moved.body.workout.id)).toHaveLength(2);
    expect(flow).toHaveLength(workouts.length + 2);
  });
});
