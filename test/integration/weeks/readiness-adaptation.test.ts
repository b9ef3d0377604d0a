import { describe, expect, it } from 'vitest';
import { createPlatform } from '../../../functions/composition/platform';
import { createReadinessRepository } from '../../../functions/modules/readiness/readiness-repository';
import { createWeekServices } from '../../../functions/modules/weeks/compose';
import type { ReadinessDecisionView } from '@shared/schemas/readiness';
import type { WorkoutView } from '@shared/schemas/weeks';
import { isHardWorkout } from '@shared/training/intensity';
import { addDays } from '@shared/calendar/days';
import { athleteWithPlan, call, readyWeek } from '../../support/week-fixtures';

const today = () => new Date().toISOString().slice(0, 10);

/** A lived week that ended yesterday, every session recorded as planned, then closed. */
async function livedWeek() {
  const a = await athleteWithPlan(2);
  const services = createWeekServices(createPlatform());
  const { weekId } = await readyWeek(a, 'classic', '');
  await services.mover.moveActive(a.user.id, addDays(today(), -7));
  const workouts = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as WorkoutView[];
  for (const w of workouts) {
    await services.activities.record(a.user.id, {
      activityType: w.workoutDetails.sport,
      startTime: `${w.day}T07:00:00.000Z`,
      durationInSeconds: w.workoutDetails.estimatedDurationInSecs,
      source: 'simulation',
    });
  }
  expect((await call(a.cookie, 'PUT', `/api/weeks/${weekId}`, { active: false })).status).toBe(200);
  return { a, workouts };
}

/** The choice as the readiness decision stores it on the day (decision record 026). */
const decision = (workoutId: string, over: Partial<ReadinessDecisionView>): ReadinessDecisionView => ({
  kind: 'ease',
  workoutId,
  choice: 'accept',
  decidedAt: new Date().toISOString(),
  verdict: 'caution',
  drivers: [],
  ...over,
});

describe("next week's adaptation reads the readiness choices", { timeout: 180_000 }, () => {
  it('two low days (one kept through a rest reading) hold the ramp and ease the first hard session; another athlete is not affected', async () => {
    const { a, workouts } = await livedWeek();
    const hard = workouts
      .filter((w) => w.day && isHardWorkout(w.workoutDetails))
      .sort((x, y) => x.day!.localeCompare(y.day!));
    expect(hard.length, 'the lived week had hard sessions').toBeGreaterThanOrEqual(1);
    const readiness = createReadinessRepository(createPlatform().db);
    expect(
      await readiness.decide(
        a.user.id,
        addDays(today(), -6),
        decision(hard[0].id, { kind: 'ease', choice: 'accept', verdict: 'caution' }),
      ),
    ).toBe(true);
    expect(
      await readiness.decide(
        a.user.id,
        addDays(today(), -3),
        decision(hard.at(-1)!.id, { kind: 'swap', choice: 'keep', verdict: 'rest' }),
      ),
    ).toBe(true);
    // A choice from before the lived week is not last week's.
    expect(
      await readiness.decide(
        a.user.id,
        addDays(today(), -9),
        decision(hard[0].id, { choice: 'keep', verdict: 'rest' }),
      ),
    ).toBe(true);

    const preview = await call(a.cookie, 'GET', `/api/weeks/adaptation-preview?trainingPlanId=${a.planId}`);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.reasons).toEqual(
      expect.arrayContaining([
        'Your readiness was low on two days last week: the volume holds instead of rising',
        'You trained as planned through a low-readiness day',
      ]),
    );
    expect(preview.body.changes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/eased to a steady effort: you trained as planned through a low-readiness day/),
      ]),
    );

    // Without choices the same lived week reads neither.
    const { a: b } = await livedWeek();
    const plain = await call(b.cookie, 'GET', `/api/weeks/adaptation-preview?trainingPlanId=${b.planId}`);
    expect(plain.status).toBe(200);
    expect(JSON.stringify(plain.body)).not.toMatch(/readiness/);
  });
});
