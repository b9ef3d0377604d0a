import { describe, expect, it } from 'vitest';
import { createPlatform } from '../../../functions/composition/platform';
import { createActivityRepository } from '../../../functions/modules/activities/activity-repository';
import { addDays } from '@shared/calendar/days';
import { isHardWorkout } from '@shared/training/intensity';
import type { WorkoutView } from '@shared/schemas/weeks';
import { athleteWithPlan, call, readyWeek } from '../../support/week-fixtures';

// Each test builds a plan and a week on the real workers: slow on a loaded machine.
describe('GET /api/weeks/{weekId}/load-check', { timeout: 120_000 }, () => {
  it('reads a new athlete honestly: the planned week against every limit, no ramp or form verdict without history', async () => {
    const a = await athleteWithPlan(1);
    const { weekId, workouts } = await readyWeek(a);
    const res = await call(a.cookie, 'GET', `/api/weeks/${weekId}/load-check`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ weekId, firstDay: expect.any(String), plannedFrom: expect.any(String) });
    const { checks } = res.body;
    expect(Object.keys(checks).sort()).toEqual(['form', 'hardDaysInARow', 'monotony', 'ramp', 'restDays', 'strain']);
    expect(checks.ramp).toMatchObject({ limit: 8, status: 'unknown' });
    expect(checks.form).toMatchObject({ limit: -30, status: 'unknown' });
    expect(checks.strain).toMatchObject({ limit: null, status: 'unknown' });
    const trainingDays = new Set(workouts.map((w: { day: string }) => w.day)).size;
    expect(checks.restDays).toMatchObject({ value: 7 - trainingDays, limit: 1 });
    expect(checks.hardDaysInARow.status).toBe('ok');
  });

  it('12 weeks of history give the ramp and form a verdict; a skipped session leaves the planned load', async () => {
    const a = await athleteWithPlan(1);
    const { weekId, workouts } = await readyWeek(a);
    const firstDay = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/load-check`)).body.firstDay as string;
    // An hour's easy run every other day for the 12 weeks before the week.
    const repository = createActivityRepository(createPlatform().db);
    await Promise.all(
      Array.from({ length: 42 }, (_, i) => 84 - 2 * i).map((d) =>
        repository.put({
          id: `run-${d}-${a.user.id}`,
          userId: a.user.id,
          activityType: 'RUNNING',
          startTime: `${addDays(firstDay, -d)}T07:00:00.000Z`,
          durationInSeconds: 3600,
          distanceInMeters: 10000,
          averageHeartRate: null,
          source: 'simulation',
        } as Parameters<typeof repository.put>[0]),
      ),
    );
    const before = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/load-check`)).body.checks;
    expect(before.ramp.status).not.toBe('unknown');
    expect(before.form.status).not.toBe('unknown');
    expect(before.strain.limit).toBeGreaterThan(0);

    const future = workouts.find((w: { day: string }) => w.day >= new Date().toISOString().slice(0, 10));
    if (future) {
      expect(
        (await call(a.cookie, 'POST', `/api/workouts/${future.id}/report`, { status: 'skipped', reason: 'no-time' }))
          .status,
      ).toBeLessThan(300);
      const after = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/load-check`)).body.checks;
      expect(after.ramp.value).toBeLessThan(before.ramp.value);
    }
  });

  it("another athlete's week is a 404, and an unknown id too", async () => {
    const a = await athleteWithPlan(1);
    const b = await athleteWithPlan(1);
    const { weekId } = await readyWeek(a);
    expect((await call(b.cookie, 'GET', `/api/weeks/${weekId}/load-check`)).status).toBe(404);
    expect((await call(a.cookie, 'GET', '/api/weeks/00000000-0000-4000-8000-000000000000/load-check')).status).toBe(
      404,
    );
  });

  it('asked with a move, names the limits it would break, so the board can ask first', async () => {
    const a = await athleteWithPlan(1);
    const { weekId, workouts } = (await readyWeek(a)) as { weekId: string; workouts: WorkoutView[] };
    const firstHard = workouts.find((w) => w.day && isHardWorkout(w.workoutDetails))!;
    // A second hard session, made by the athlete: an easy one saved with the hard one's content.
    const easy = workouts.find((w) => w.day && !isHardWorkout(w.workoutDetails))!;
    expect(
      (
        await call(a.cookie, 'POST', `/api/workouts/${easy.id}/save-modified`, {
          workoutDetails: firstHard.workoutDetails,
        })
      ).status,
    ).toBe(200);
    const hard = [firstHard, { ...easy, workoutDetails: firstHard.workoutDetails }];
    const view = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/load-check`)).body;
    const days = Array.from({ length: 7 }, (_, i) => addDays(view.firstDay, i));
    // A hard session moved onto the day beside another hard one: two hard days in a row.
    const [moved, target] = hard
      .flatMap((m) =>
        hard
          .filter((o) => o.id !== m.id)
          .flatMap((o) =>
            [addDays(o.day!, -1), addDays(o.day!, 1)]
              .filter((d) => days.includes(d) && d !== m.day)
              .map((d) => [m, d] as const),
          ),
      )
      .find(([m, d]) => !hard.some((w) => w.id !== m.id && w.day === d))!;
    const asked = await call(a.cookie, 'GET', `/api/weeks/${weekId}/load-check?workout=${moved.id}&day=${target}`);
    expect(asked.status).toBe(200);
    expect(asked.body.broken).toContain('hardDaysInARow');
    expect(asked.body.checks).toEqual(view.checks);
    // Staying where it is breaks nothing.
    expect(
      (await call(a.cookie, 'GET', `/api/weeks/${weekId}/load-check?workout=${moved.id}&day=${moved.day}`)).body.broken,
    ).toEqual([]);

    expect((await call(a.cookie, 'GET', `/api/weeks/${weekId}/load-check?workout=${moved.id}`)).status).toBe(400);
    const outside = await call(
      a.cookie,
      'GET',
      `/api/weeks/${weekId}/load-check?workout=${moved.id}&day=${addDays(view.firstDay, 7)}`,
    );
    expect(outside.status).toBe(400);
    expect(outside.body.message).toMatch(/within the week/);
    expect(
      (await call(a.cookie, 'GET', `/api/weeks/${weekId}/load-check?workout=not-in-this-week&day=${target}`)).status,
    ).toBe(404);
  });
});
