import { describe, expect, it } from 'vitest';
import type { WorkoutDetails } from '@shared/schemas/training';
import {
  fromStoredDetails,
  readStoredDetails,
  toStoredDetails,
} from '../../../functions/modules/workouts/stored-details';

const details: WorkoutDetails = {
  workoutName: 'Threshold run',
  description: 'Two blocks at threshold',
  sport: 'RUNNING',
  estimatedDurationInSecs: 2700,
  steps: [
    {
      type: 'WorkoutStep',
      stepOrder: 1,
      intensity: 'WARMUP',
      description: 'Easy',
      durationType: 'TIME',
      durationValue: 600,
      targetType: 'HEART_RATE',
      targetValue: 2,
      targetValueLow: null,
      targetValueHigh: null,
    },
    {
      type: 'WorkoutRepeatStep',
      stepOrder: 2,
      repeatValue: 2,
      steps: [
        {
          type: 'WorkoutStep',
          stepOrder: 3,
          intensity: 'INTERVAL',
          description: 'Hard',
          durationType: 'DISTANCE',
          durationValue: 1000,
          targetType: 'PACE',
          targetValue: null,
          targetValueLow: 3.9,
          targetValueHigh: 4.2,
        },
      ],
    },
  ],
};

describe('stored workout details', () => {
  it('store the steps as one string and read back the same details, nulls included', () => {
    const stored = toStoredDetails(details);
    expect(typeof stored.steps).toBe('string');
    expect(stored).toMatchObject({ workoutName: details.workoutName, sport: 'RUNNING', estimatedDurationInSecs: 2700 });
    expect(fromStoredDetails(stored)).toEqual(details);
  });

  it('give the same string whatever the key order (the reject compares stored details)', () => {
    const reversed = JSON.parse(JSON.stringify(details), function (this: unknown, _key, value: unknown) {
      return value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).reverse())
        : value;
    }) as WorkoutDetails;
    expect(JSON.stringify(reversed.steps)).not.toBe(JSON.stringify(details.steps));
    expect(toStoredDetails(reversed).steps).toBe(toStoredDetails(details).steps);
  });

  it('read rows written before (steps as a list) as they are', () => {
    expect(fromStoredDetails(details)).toEqual(details);
    expect(readStoredDetails(details)).toEqual(details);
    expect(readStoredDetails(toStoredDetails(details))).toEqual(details);
    expect(readStoredDetails(undefined)).toBeUndefined();
    expect(readStoredDetails({ sport: 'RUNNING' })).toEqual({ sport: 'RUNNING' });
  });
});
