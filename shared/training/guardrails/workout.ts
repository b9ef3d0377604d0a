import { workoutDetailsSchema, type AnyStep, type Sport, type WorkoutStep } from '../../schemas/training';
import type { GuardrailResult } from '../../schemas/training';
import { verdict, zodErrors } from './result';

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

/** Speeds (m/s) assumed for distance steps without a pace/speed target: 2:00/100 m, 25 km/h, 6:00/km. */
export const DEFAULT_SPEED: Record<Sport, number> = { SWIMMING: 100 / 120, CYCLING: 25 / 3.6, RUNNING: 1000 / 360 };

const SPEED_RANGE: Record<Sport, [number, number]> = { SWIMMING: [0.3, 2.5], CYCLING: [1.5, 20], RUNNING: [1, 7.5] };

/** Garmin counts every step, repeat containers included. */
export function countSteps(steps: AnyStep[]): number {
  return steps.reduce((n, s) => n + (s.type === 'WorkoutRepeatStep' ? 1 + countSteps(s.steps) : 1), 0);
}

export function stepSeconds(step: WorkoutStep, sport: Sport): number {
  if (step.durationType === 'TIME') return step.durationValue;
  const hasRange = (step.targetType === 'PACE' || step.targetType === 'SPEED') && step.targetValueLow && step.targetValueHigh;
  const speed = hasRange ? ((step.targetValueLow as number) + (step.targetValueHigh as number)) / 2 : DEFAULT_SPEED[sport];
  return step.durationValue / speed;
}

/** Seconds of all steps, repeats multiplied out: what estimatedDurationInSecs must equal. */
export function sumStepSeconds(steps: AnyStep[], sport: Sport): number {
  return steps.reduce(
    (t, s) => t + (s.type === 'WorkoutRepeatStep' ? s.repeatValue * sumStepSeconds(s.steps, sport) : stepSeconds(s, sport)),
    0,
  );
}

export function flatSteps(steps: AnyStep[]): WorkoutStep[] {
  return steps.flatMap((s) => (s.type === 'WorkoutRepeatStep' ? s.steps : [s]));
}

/** Hard = any interval step or any heart-rate target in zone 4 or 5 (in its own module: the web app uses it too). */
export { isHardWorkout } from '../intensity';

function checkStep(step: WorkoutStep, sport: Sport, where: string, errors: string[], warnings: string[]): void {
  if (step.description.length > GARMIN_LIMITS.stepDescription)
    errors.push(`${where}: description is longer than ${GARMIN_LIMITS.stepDescription} characters`);
  if (step.durationType === 'TIME' && step.durationValue > GARMIN_LIMITS.maxWorkoutSecs)
    errors.push(`${where}: duration is longer than 10 hours`);
  if (step.durationType === 'DISTANCE' && step.durationValue > 300_000) errors.push(`${where}: distance is over 300 km`);
  if (step.targetType === 'HEART_RATE') {
    const z = step.targetValue;
    if (z === null || !Number.isInteger(z) || z < 1 || z > 5) errors.push(`${where}: heart-rate target must be a zone 1-5`);
    if (step.targetValueLow !== null || step.targetValueHigh !== null)
      errors.push(`${where}: heart-rate zone targets take targetValue only`);
  } else if (step.targetType === 'PACE' || step.targetType === 'SPEED') {
    const lo = step.targetValueLow;
    const hi = step.targetValueHigh;
    const [min, max] = SPEED_RANGE[sport];
    if (lo === null || hi === null) errors.push(`${where}: ${step.targetType} needs targetValueLow and targetValueHigh (m/s)`);
    else if (lo > hi) errors.push(`${where}: targetValueLow must not exceed targetValueHigh`);
    else if (lo < min || hi > max) errors.push(`${where}: ${step.targetType} target ${lo}-${hi} m/s is implausible for ${sport}`);
  } else if (step.targetValue !== null || step.targetValueLow !== null || step.targetValueHigh !== null) {
    errors.push(`${where}: an OPEN target takes no target values`);
  }
  if (sport === 'SWIMMING' && (step.targetType === 'HEART_RATE' || step.targetType === 'SPEED'))
    warnings.push(`${where}: swim targets should be PACE or OPEN`);
  if (sport === 'SWIMMING' && step.durationType === 'TIME' && (step.intensity === 'ACTIVE' || step.intensity === 'INTERVAL'))
    warnings.push(`${where}: swim sets should be distance-based`);
}

export function checkWorkout(input: unknown): GuardrailResult {
  const parsed = workoutDetailsSchema.safeParse(input);
  if (!parsed.success) return verdict(zodErrors('workout: ', parsed.error), []);
  const w = parsed.data;
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!w.workoutName.trim()) errors.push('workout: name is empty');
  if (w.workoutName.length > GARMIN_LIMITS.workoutName) errors.push(`workout: name is longer than ${GARMIN_LIMITS.workoutName} characters`);
  if (w.description.length > GARMIN_LIMITS.workoutDescription)
    errors.push(`workout: description is longer than ${GARMIN_LIMITS.workoutDescription} characters`);
  const count = countSteps(w.steps);
  if (count > GARMIN_LIMITS.maxSteps) errors.push(`workout: ${count} steps exceed Garmin's limit of ${GARMIN_LIMITS.maxSteps}`);
  w.steps.forEach((s, i) => {
    if (s.type === 'WorkoutRepeatStep') s.steps.forEach((c, j) => checkStep(c, w.sport, `step ${i + 1}.${j + 1}`, errors, warnings));
    else checkStep(s, w.sport, `step ${i + 1}`, errors, warnings);
  });
  const sum = sumStepSeconds(w.steps, w.sport);
  const tolerance = Math.max(GARMIN_LIMITS.durationToleranceSecs, sum * GARMIN_LIMITS.durationToleranceShare);
  if (Math.abs(w.estimatedDurationInSecs - sum) > tolerance)
    errors.push(`workout: estimatedDurationInSecs ${w.estimatedDurationInSecs} does not match the steps (${Math.round(sum)} s)`);
  if (sum > GARMIN_LIMITS.maxWorkoutSecs) errors.push('workout: longer than 10 hours');
  if (sum < 10 * 60) warnings.push('workout: shorter than 10 minutes');
  return verdict(errors, warnings);
}
