import type { AnyStep, WorkoutSport, WorkoutStep } from '../../schemas/training';

/*
 * The workout arithmetic the engine builds with, apart from checkWorkout (which needs the zod schemas): the week
 * builder, adaptation and the Lambda groups use these without building a schema.
 */

/** Garmin Training API v2 limits (reference 3.3) plus our own cap on the name. */
export const GARMIN_LIMITS = {
  maxSteps: 100,
  workoutDescription: 1024,
  stepDescription: 512,
  workoutName: 100,
  maxWorkoutSecs: 10 * 3600,
  durationToleranceSecs: 60,
  durationToleranceShare: 0.02,
} as const;

/** Speeds (m/s) assumed for distance steps without a pace/speed target: 2:00/100 m, 25 km/h, 6:00/km (strength: a walk). */
export const DEFAULT_SPEED: Record<WorkoutSport, number> = {
  SWIMMING: 100 / 120,
  CYCLING: 25 / 3.6,
  RUNNING: 1000 / 360,
  STRENGTH_TRAINING: 1,
};

/** Garmin counts every step, repeat containers included. */
export function countSteps(steps: AnyStep[]): number {
  return steps.reduce((n, s) => n + (s.type === 'WorkoutRepeatStep' ? 1 + countSteps(s.steps) : 1), 0);
}

export function stepSeconds(step: WorkoutStep, sport: WorkoutSport): number {
  if (step.durationType === 'TIME') return step.durationValue;
  const hasRange =
    (step.targetType === 'PACE' || step.targetType === 'SPEED') && step.targetValueLow && step.targetValueHigh;
  const speed = hasRange
    ? ((step.targetValueLow as number) + (step.targetValueHigh as number)) / 2
    : DEFAULT_SPEED[sport];
  return step.durationValue / speed;
}

/** Seconds of all steps, repeats multiplied out: what estimatedDurationInSecs must equal. */
export function sumStepSeconds(steps: AnyStep[], sport: WorkoutSport): number {
  return steps.reduce(
    (t, s) =>
      t + (s.type === 'WorkoutRepeatStep' ? s.repeatValue * sumStepSeconds(s.steps, sport) : stepSeconds(s, sport)),
    0,
  );
}

export function flatSteps(steps: AnyStep[]): WorkoutStep[] {
  return steps.flatMap((s) => (s.type === 'WorkoutRepeatStep' ? s.steps : [s]));
}
