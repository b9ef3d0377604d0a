import { Decoder, Stream } from '@garmin/fitsdk';
import { describe, expect, it } from 'vitest';
import type { AnyStep, WorkoutDetails, WorkoutStep } from '@shared/schemas/training';
import { athleteWithPlan, call, readyWeek } from '../../support/week-fixtures';

function decode(base64: string) {
  const bytes = Buffer.from(base64, 'base64');
  const decoder = new Decoder(Stream.fromBuffer(bytes));
  expect(decoder.isFIT()).toBe(true);
  expect(decoder.checkIntegrity()).toBe(true);
  const { messages, errors } = new Decoder(Stream.fromBuffer(bytes)).read();
  expect(errors).toEqual([]);
  return messages;
}

/** The FIT order of our steps: a repeat's children, then the repeat step itself. */
function expected(steps: AnyStep[]): Array<{ step: WorkoutStep } | { repeat: number; back: number }> {
  const out: Array<{ step: WorkoutStep } | { repeat: number; back: number }> = [];
  for (const s of steps) {
    if (s.type === 'WorkoutRepeatStep') {
      const back = out.length;
      for (const c of s.steps) out.push({ step: c });
      out.push({ repeat: s.repeatValue, back });
    } else out.push({ step: s });
  }
  return out;
}

const INTENSITY: Record<string, string> = {
  WARMUP: 'warmup',
  ACTIVE: 'active',
  INTERVAL: 'interval',
  RECOVERY: 'recovery',
  REST: 'rest',
  COOLDOWN: 'cooldown',
};

function compare(details: WorkoutDetails, messages: ReturnType<typeof decode>) {
  const workout = messages.workoutMesgs![0]! as Record<string, any>;
  expect(workout).toMatchObject({
    sport: { RUNNING: 'running', CYCLING: 'cycling', SWIMMING: 'swimming', STRENGTH_TRAINING: 'training' }[
      details.sport
    ],
    wktName: details.workoutName.slice(0, 40),
  });
  if (details.sport === 'SWIMMING') expect(workout).toMatchObject({ poolLength: 25, poolLengthUnit: 'metric' });
  const want = expected(details.steps);
  const got = messages.workoutStepMesgs ?? [];
  expect(got).toHaveLength(want.length);
  expect(workout.numValidSteps).toBe(want.length);
  want.forEach((w, i) => {
    const m = got[i] as Record<string, unknown>;
    expect(m.messageIndex).toBe(i);
    if ('repeat' in w) {
      expect(m).toMatchObject({ durationType: 'repeatUntilStepsCmplt', durationStep: w.back, repeatSteps: w.repeat });
      return;
    }
    const s = w.step;
    expect(m.intensity).toBe(INTENSITY[s.intensity]);
    if (s.durationType === 'TIME')
      expect(m).toMatchObject({ durationType: 'time', durationTime: Math.round(s.durationValue * 1000) / 1000 });
    else
      expect(m).toMatchObject({ durationType: 'distance', durationDistance: Math.round(s.durationValue * 100) / 100 });
    if (s.targetType === 'HEART_RATE')
      expect(m).toMatchObject({ targetType: 'heartRate', targetHrZone: Math.round(s.targetValue!) });
    else if (s.targetType === 'PACE' || s.targetType === 'SPEED') {
      expect(m.targetType).toBe('speed');
      expect(m.customTargetSpeedLow).toBeCloseTo(Math.min(s.targetValueLow!, s.targetValueHigh!), 3);
      expect(m.customTargetSpeedHigh).toBeCloseTo(Math.max(s.targetValueLow!, s.targetValueHigh!), 3);
    } else expect(m.targetType).toBe('open');
  });
}

describe('GET /api/workouts/{id}/fit', () => {
  it('every workout of a week (swim included) decodes with the SDK to the same steps', async () => {
    const a = await athleteWithPlan(1);
    const { workouts } = await readyWeek(a);
    const sports = new Set<string>();
    for (const w of workouts) {
      const res = await call(a.cookie, 'GET', `/api/workouts/${w.id}/fit`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.ant.fit');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.fit"/);
      compare(w.workoutDetails, decode(res.raw.body!));
      sports.add(w.workoutDetails.sport);
    }
    expect(sports.has('SWIMMING')).toBe(true);
  });

  it('a hand-made swim with repeats and pace targets round-trips', async () => {
    const a = await athleteWithPlan(1);
    const { workouts } = await readyWeek(a);
    const swim: WorkoutDetails = {
      workoutName: 'CSS 8x100',
      description: 'Critical swim speed set',
      sport: 'SWIMMING',
      estimatedDurationInSecs: 2400,
      steps: [
        {
          type: 'WorkoutStep',
          stepOrder: 1,
          intensity: 'WARMUP',
          description: 'Easy 300',
          durationType: 'DISTANCE',
          durationValue: 300,
          targetType: 'OPEN',
          targetValue: null,
          targetValueLow: null,
          targetValueHigh: null,
        },
        {
          type: 'WorkoutRepeatStep',
          stepOrder: 2,
          repeatValue: 8,
          steps: [
            {
              type: 'WorkoutStep',
              stepOrder: 3,
              intensity: 'INTERVAL',
              description: '100 at CSS',
              durationType: 'DISTANCE',
              durationValue: 100,
              targetType: 'PACE',
              targetValue: null,
              targetValueLow: 0.87,
              targetValueHigh: 0.93,
            },
            {
              type: 'WorkoutStep',
              stepOrder: 4,
              intensity: 'REST',
              description: '15 s rest',
              durationType: 'TIME',
              durationValue: 15,
              targetType: 'OPEN',
              targetValue: null,
              targetValueLow: null,
              targetValueHigh: null,
            },
          ],
        },
        {
          type: 'WorkoutStep',
          stepOrder: 5,
          intensity: 'COOLDOWN',
          description: 'Easy 200',
          durationType: 'DISTANCE',
          durationValue: 200,
          targetType: 'HEART_RATE',
          targetValue: 1,
          targetValueLow: null,
          targetValueHigh: null,
        },
      ],
    };
    await call(a.cookie, 'POST', `/api/workouts/${workouts[0].id}/save-modified`, { workoutDetails: swim });
    const res = await call(a.cookie, 'GET', `/api/workouts/${workouts[0].id}/fit`);
    compare(swim, decode(res.raw.body!));
  });
});
