import { describe, expect, it } from 'vitest';
import type { WorkoutDetails } from '@shared/schemas/training';
import { taskWorkout } from '../../../functions/modules/workouts/task-workout';

const workout: WorkoutDetails = {
  workoutName: 'Run Easy',
  description: 'Steady aerobic run',
  sport: 'RUNNING',
  estimatedDurationInSecs: 1800,
  steps: [
    {
      type: 'WorkoutStep',
      stepOrder: 1,
      intensity: 'ACTIVE',
      description: 'Easy',
      durationType: 'TIME',
      durationValue: 1800,
      targetType: 'HEART_RATE',
      targetValue: 2,
      targetValueLow: null,
      targetValueHigh: null,
    },
  ],
} as unknown as WorkoutDetails;

describe("a task's workout, checked on the server", () => {
  it('reads the JSON a completed task stored, fenced or not', () => {
    const json = JSON.stringify(workout);
    expect(taskWorkout({ status: 'completed', response: json })).toMatchObject({
      workoutName: 'Run Easy',
      sport: 'RUNNING',
    });
    expect(taskWorkout({ status: 'completed', response: `Here it is:\n\`\`\`json\n${json}\n\`\`\`` })).toMatchObject({
      workoutName: 'Run Easy',
    });
  });

  it('is null before completion and for text that is not a valid workout', () => {
    expect(taskWorkout({ status: 'running', response: JSON.stringify(workout) })).toBeNull();
    expect(taskWorkout({ status: 'completed', response: null })).toBeNull();
    expect(taskWorkout({ status: 'completed', response: 'not json' })).toBeNull();
    expect(taskWorkout({ status: 'completed', response: JSON.stringify({ workoutName: 'x' }) })).toBeNull();
  });
});
