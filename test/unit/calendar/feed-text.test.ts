import { describe, expect, it } from 'vitest';
import { eventDescription, eventTitle } from '../../../functions/modules/calendar/feed-text';
import type { WorkoutDetails } from '@shared/schemas/training';

const details = (seconds: number): WorkoutDetails =>
  ({
    workoutName: 'Easy run',
    description: 'Steady',
    sport: 'RUNNING',
    estimatedDurationInSecs: seconds,
    steps: [
      {
        type: 'WorkoutStep',
        stepOrder: 1,
        intensity: 'ACTIVE',
        durationType: 'DISTANCE',
        durationValue: 5500,
        targetType: 'OPEN',
        description: '',
      },
    ],
  }) as unknown as WorkoutDetails;

describe('calendar feed texts', () => {
  it('titles a workout with its length in whole minutes, never seconds', () => {
    expect(eventTitle(details(2979), false, 'en')).toBe('Run · Easy run (50m)');
    expect(eventTitle(details(4200), true, 'pl')).toBe('✓ Bieg · Easy run (1h 10m)');
    expect(eventTitle(details(20), false, 'en')).toBe('Run · Easy run (1m)');
  });

  it('writes distances with a decimal comma in Polish', () => {
    expect(eventDescription(details(1800), false, 'pl')).toContain('5,5 km');
    expect(eventDescription(details(1800), false, 'en')).toContain('5.5 km');
  });
});
