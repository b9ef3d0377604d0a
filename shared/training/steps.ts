import type {
  AnyStep,
  StepIntensity,
  WorkoutDetails,
  WorkoutRepeatStep,
  WorkoutSport,
  WorkoutStep,
} from '../schemas/training';
import { roundSpeed } from './profile';
import { GARMIN_LIMITS, sumStepSeconds } from './guardrails/workout-limits';

export type Target =
  { kind: 'open' } | { kind: 'hr'; zone: number } | { kind: 'pace' | 'speed'; low: number; high: number };

export const open: Target = { kind: 'open' };
export const hr = (zone: number): Target => ({ kind: 'hr', zone: Math.min(5, Math.max(1, Math.round(zone))) });
/** A pace band around a speed (m/s): +-3 %. Low is the slower end. */
export const paceAround = (ms: number, spread = 0.03): Target => ({
  kind: 'pace',
  low: roundSpeed(ms * (1 - spread)),
  high: roundSpeed(ms * (1 + spread)),
});

export function step(
  intensity: StepIntensity,
  duration: { secs: number } | { metres: number },
  target: Target,
  description: string,
): WorkoutStep {
  const isTime = 'secs' in duration;
  const value = Math.max(1, Math.round(isTime ? duration.secs : duration.metres));
  return {
    type: 'WorkoutStep',
    stepOrder: null,
    intensity,
    description: description.slice(0, GARMIN_LIMITS.stepDescription),
    durationType: isTime ? 'TIME' : 'DISTANCE',
    durationValue: value,
    targetType:
      target.kind === 'open' ? 'OPEN' : target.kind === 'hr' ? 'HEART_RATE' : target.kind === 'pace' ? 'PACE' : 'SPEED',
    targetValue: target.kind === 'hr' ? target.zone : null,
    targetValueLow: target.kind === 'pace' || target.kind === 'speed' ? target.low : null,
    targetValueHigh: target.kind === 'pace' || target.kind === 'speed' ? target.high : null,
  };
}

export const mins = (m: number) => ({ secs: Math.round(m * 60) });
export const metres = (m: number) => ({ metres: m });

export function repeat(times: number, steps: WorkoutStep[]): WorkoutRepeatStep {
  return {
    type: 'WorkoutRepeatStep',
    stepOrder: null,
    repeatValue: Math.max(1, Math.min(99, Math.round(times))),
    steps,
  };
}

/** Numbers steps continuously through nested steps, as Garmin's examples do. */
export function numberSteps(steps: AnyStep[]): AnyStep[] {
  let n = 0;
  return steps.map((s) => {
    n += 1;
    if (s.type === 'WorkoutStep') return { ...s, stepOrder: n };
    const order = n;
    const children = s.steps.map((c) => ({ ...c, stepOrder: ++n }));
    return { ...s, stepOrder: order, steps: children };
  });
}

export function finishWorkout(
  workoutName: string,
  description: string,
  sport: WorkoutSport,
  steps: AnyStep[],
): WorkoutDetails {
  const numbered = numberSteps(steps.filter((s) => s.type === 'WorkoutRepeatStep' || s.durationValue > 0));
  return {
    workoutName: workoutName.slice(0, GARMIN_LIMITS.workoutName),
    description: description.slice(0, GARMIN_LIMITS.workoutDescription),
    sport,
    steps: numbered,
    estimatedDurationInSecs: Math.round(sumStepSeconds(numbered, sport)),
  };
}
