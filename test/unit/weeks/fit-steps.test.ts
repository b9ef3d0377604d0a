import { describe, expect, it } from 'vitest';
import { fitSteps } from '../../../functions/modules/workouts/fit-workout';
import type { WorkoutStep } from '@shared/schemas/training';

const s = (over: Partial<WorkoutStep>): WorkoutStep => ({
  type: 'WorkoutStep',
  stepOrder: null,
  intensity: 'ACTIVE',
  description: 'x',
  durationType: 'TIME',
  durationValue: 60,
  targetType: 'OPEN',
  targetValue: null,
  targetValueLow: null,
  targetValueHigh: null,
  ...over,
});

describe('FIT step encoding (reference 3.6 raw units)', () => {
  it('writes time in ms, distance in cm, speed in m/s x 1000, HR as zone; a repeat jumps back to its first child', () => {
    const steps = fitSteps([
      s({ durationValue: 600, targetType: 'HEART_RATE', targetValue: 2 }),
      {
        type: 'WorkoutRepeatStep',
        stepOrder: null,
        repeatValue: 5,
        steps: [
          s({
            durationType: 'DISTANCE',
            durationValue: 400,
            targetType: 'PACE',
            targetValueLow: 4.2,
            targetValueHigh: 4.0,
          }),
          s({ intensity: 'RECOVERY' }),
        ],
      },
    ]);
    expect(steps.map((m) => m.messageIndex)).toEqual([0, 1, 2, 3]);
    expect(steps[0]).toMatchObject({
      durationType: 'time',
      durationValue: 600_000,
      targetType: 'heartRate',
      targetValue: 2,
    });
    expect(steps[1]).toMatchObject({
      durationType: 'distance',
      durationValue: 40_000,
      targetType: 'speed',
      targetValue: 0,
      customTargetValueLow: 4000,
      customTargetValueHigh: 4200,
    });
    expect(steps[3]).toMatchObject({ durationType: 'repeatUntilStepsCmplt', durationValue: 1, targetValue: 5 });
  });
});
