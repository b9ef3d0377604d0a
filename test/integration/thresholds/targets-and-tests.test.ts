import { Decoder, Stream } from '@garmin/fitsdk';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStep, WorkoutStep } from '@shared/schemas/training';
import { hrRange } from '@shared/training/zones';
import { addDays } from '@shared/calendar/days';
import { weekLabel } from '@shared/weeks/dates';
import { createTestUser } from '../../support/users';
import { connectGarmin } from '../../support/garmin-flow';
import { athleteWithPlan, call, readyWeek } from '../../support/week-fixtures';

const flat = (steps: AnyStep[]): WorkoutStep[] =>
  steps.flatMap((s) => (s.type === 'WorkoutRepeatStep' ? s.steps : [s]));
const hrSteps = (steps: AnyStep[]) => flat(steps).filter((s) => s.targetType === 'HEART_RATE');
const fitSteps = (base64: string) =>
  (new Decoder(Stream.fromBuffer(Buffer.from(base64, 'base64'))).read().messages.workoutStepMesgs ?? []) as Array<
    Record<string, unknown>
  >;

describe('absolute targets on the FIT file and the watch', () => {
  it('FIT heart-rate steps are bpm ranges once threshold HR is known, zones before', async () => {
    const a = await athleteWithPlan(1);
    const { workouts } = await readyWeek(a);
    const workout = workouts.find(
      (w: { workoutDetails: { steps: AnyStep[] } }) => hrSteps(w.workoutDetails.steps).length > 0,
    );
    expect(workout, 'a workout with heart-rate steps').toBeDefined();
    const firstHr = hrSteps(workout.workoutDetails.steps)[0]!;

    const before = fitSteps((await call(a.cookie, 'GET', `/api/workouts/${workout.id}/fit`)).raw.body!);
    expect(before.filter((m) => m.targetType === 'heartRate')[0]).toMatchObject({ targetHrZone: firstHr.targetValue });

    expect((await call(a.cookie, 'PUT', '/api/thresholds', { thresholdHr: 160 })).status).toBe(200);
    const after = fitSteps((await call(a.cookie, 'GET', `/api/workouts/${workout.id}/fit`)).raw.body!).filter(
      (m) => m.targetType === 'heartRate',
    );
    const bpm = hrRange(firstHr.targetValue!, { thresholdHr: 160, maxHr: null })!;
    // FIT custom heart rates above 100 are bpm + 100.
    expect(after[0]).toMatchObject({
      targetHrZone: 0,
      customTargetHeartRateLow: bpm.low + 100,
      customTargetHeartRateHigh: bpm.high + 100,
    });
    expect(after).toHaveLength(hrSteps(workout.workoutDetails.steps).length);
  });

  it('the watch gets custom bpm ranges, accepted by the fake Garmin', async () => {
    const a = await athleteWithPlan(1);
    const garminUser = `garmin-zones-${a.user.id}`;
    await connectGarmin(a, { garminUser });
    const { workouts } = await readyWeek(a);
    const workout = workouts.find(
      (w: { workoutDetails: { sport: string; steps: AnyStep[] } }) =>
        w.workoutDetails.sport !== 'SWIMMING' && hrSteps(w.workoutDetails.steps).length > 0,
    );
    expect((await call(a.cookie, 'PUT', '/api/thresholds', { maxHr: 190 })).status).toBe(200);
    const sent = await call(a.cookie, 'POST', '/api/garmin/workout', {
      workoutId: workout.id,
      scheduleDate: workout.day,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const state = JSON.parse(
      readFileSync(join(process.env.FAKE_PROVIDERS_DATA_DIR!, 'fake-garmin/state.json'), 'utf8'),
    );
    const payload = state.workouts[sent.body.garminWorkoutId].payload;
    const garminHr = payload.segments[0].steps
      .flatMap((s: { steps?: unknown[] }) => s.steps ?? [s])
      .filter((s: { targetType: string }) => s.targetType === 'HEART_RATE');
    const zone = hrSteps(workout.workoutDetails.steps)[0]!.targetValue!;
    expect(garminHr[0]).toMatchObject({
      targetValue: null,
      targetValueLow: Math.round(190 * [0, 0.5, 0.6, 0.7, 0.8, 0.9][zone]!),
      targetValueHigh: Math.round(190 * [0, 0.59, 0.69, 0.79, 0.89, 1][zone]!),
    });
  });
});

describe('POST /api/thresholds/tests', () => {
  it('puts a test workout on a day of the active week; other days are a 400, no week is a 409', async () => {
    const a = await athleteWithPlan(1);
    const noWeek = await call(a.cookie, 'POST', '/api/thresholds/tests', { test: 'run30', day: a.planStarts });
    expect(noWeek.status).toBe(409);
    const { weekId } = await readyWeek(a);
    const week = (await call(a.cookie, 'GET', '/api/weeks/active')).body;
    expect(week.id).toBe(weekId);
    const day = addDays(week.firstDay, 2);

    const res = await call(a.cookie, 'POST', '/api/thresholds/tests', { test: 'swimCss', day });
    expect(res.status).toBe(201);
    expect(res.body.workout).toMatchObject({
      weekId,
      day,
      isCompleted: false,
      workoutDetails: { sport: 'SWIMMING', workoutName: 'Threshold test: 400 m + 200 m swim' },
    });
    const listed = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body;
    expect(listed.map((w: { id: string }) => w.id)).toContain(res.body.workout.id);
    expect((await call(a.cookie, 'GET', `/api/workouts/${res.body.workout.id}/fit`)).status).toBe(200);

    const outside = await call(a.cookie, 'POST', '/api/thresholds/tests', {
      test: 'bike20',
      day: addDays(week.firstDay, 7),
    });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe(
      `Choose a day of your current week (${weekLabel(week.firstDay).from} to ${weekLabel(week.firstDay).to})`,
    );
    expect((await call(a.cookie, 'POST', '/api/thresholds/tests', { test: 'ftp', day })).status).toBe(400);

    // Another athlete schedules into their own (missing) week, never into this one.
    const b = await createTestUser();
    expect((await call(b.cookie, 'POST', '/api/thresholds/tests', { test: 'run30', day })).status).toBe(409);
  });
});
