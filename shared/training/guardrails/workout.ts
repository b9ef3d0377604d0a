import { workoutDetailsSchema, type WorkoutSport, type WorkoutStep } from '../../schemas/training';
import type { GuardrailResult } from '../../schemas/training';
import { nameDisagreements } from './name-steps';
import { verdict, zodErrors } from './result';
import { countSteps, GARMIN_LIMITS, sumStepSeconds } from './workout-limits';

export { countSteps, DEFAULT_SPEED, flatSteps, GARMIN_LIMITS, stepSeconds, sumStepSeconds } from './workout-limits';

/** A POWER target in % of FTP: from easy spinning to short sprints. */
export const POWER_PERCENT_RANGE = [20, 200] as const;
const SPEED_RANGE: Record<WorkoutSport, [number, number]> = {
  SWIMMING: [0.3, 2.5],
  CYCLING: [1.5, 20],
  RUNNING: [1, 7.5],
  STRENGTH_TRAINING: [0, 0],
};

/** Hard = any interval step or any heart-rate target in zone 4 or 5 (in its own module: the web app uses it too). */
export { isHardWorkout } from '../intensity';

function checkStep(step: WorkoutStep, sport: WorkoutSport, where: string, errors: string[], warnings: string[]): void {
  if (step.description.length > GARMIN_LIMITS.stepDescription)
    errors.push(`${where}: description is longer than ${GARMIN_LIMITS.stepDescription} characters`);
  if (step.durationType === 'TIME' && step.durationValue > GARMIN_LIMITS.maxWorkoutSecs)
    errors.push(`${where}: duration is longer than 10 hours`);
  if (step.durationType === 'DISTANCE' && step.durationValue > 300_000)
    errors.push(`${where}: distance is over 300 km`);
  if (
    sport === 'STRENGTH_TRAINING' &&
    (step.targetType === 'PACE' || step.targetType === 'SPEED' || step.durationType === 'DISTANCE')
  )
    errors.push(`${where}: strength steps are timed, with no pace or speed target`);
  if (step.targetType === 'HEART_RATE') {
    const z = step.targetValue;
    if (z === null || !Number.isInteger(z) || z < 1 || z > 5)
      errors.push(`${where}: heart-rate target must be a zone 1-5`);
    if (step.targetValueLow !== null || step.targetValueHigh !== null)
      errors.push(`${where}: heart-rate zone targets take targetValue only`);
  } else if (step.targetType === 'PACE' || step.targetType === 'SPEED') {
    const lo = step.targetValueLow;
    const hi = step.targetValueHigh;
    const [min, max] = SPEED_RANGE[sport];
    if (lo === null || hi === null)
      errors.push(`${where}: ${step.targetType} needs targetValueLow and targetValueHigh (m/s)`);
    else if (lo > hi) errors.push(`${where}: targetValueLow must not exceed targetValueHigh`);
    else if (sport !== 'STRENGTH_TRAINING' && (lo < min || hi > max))
      errors.push(`${where}: ${step.targetType} target ${lo}-${hi} m/s is implausible for ${sport}`);
  } else if (step.targetType === 'POWER') {
    const lo = step.targetValueLow;
    const hi = step.targetValueHigh;
    if (sport !== 'CYCLING') errors.push(`${where}: power targets are for the bike only`);
    if (lo === null || hi === null || step.targetValue !== null)
      errors.push(`${where}: POWER needs targetValueLow and targetValueHigh (% of FTP) only`);
    else if (lo > hi) errors.push(`${where}: targetValueLow must not exceed targetValueHigh`);
    else if (lo < POWER_PERCENT_RANGE[0] || hi > POWER_PERCENT_RANGE[1])
      errors.push(`${where}: POWER target ${lo}-${hi} % of FTP is implausible`);
  } else if (step.targetValue !== null || step.targetValueLow !== null || step.targetValueHigh !== null) {
    errors.push(`${where}: an OPEN target takes no target values`);
  }
  if (sport === 'SWIMMING' && (step.targetType === 'HEART_RATE' || step.targetType === 'SPEED'))
    warnings.push(`${where}: swim targets should be PACE or OPEN`);
  if (
    sport === 'SWIMMING' &&
    step.durationType === 'TIME' &&
    (step.intensity === 'ACTIVE' || step.intensity === 'INTERVAL')
  )
    warnings.push(`${where}: swim sets should be distance-based`);
}

export function checkWorkout(input: unknown): GuardrailResult {
  const parsed = workoutDetailsSchema.safeParse(input);
  if (!parsed.success) return verdict(zodErrors('workout: ', parsed.error), []);
  const w = parsed.data;
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!w.workoutName.trim()) errors.push('workout: name is empty');
  if (w.workoutName.length > GARMIN_LIMITS.workoutName)
    errors.push(`workout: name is longer than ${GARMIN_LIMITS.workoutName} characters`);
  if (w.description.length > GARMIN_LIMITS.workoutDescription)
    errors.push(`workout: description is longer than ${GARMIN_LIMITS.workoutDescription} characters`);
  const count = countSteps(w.steps);
  if (count > GARMIN_LIMITS.maxSteps)
    errors.push(`workout: ${count} steps exceed Garmin's limit of ${GARMIN_LIMITS.maxSteps}`);
  w.steps.forEach((s, i) => {
    if (s.type === 'WorkoutRepeatStep')
      s.steps.forEach((c, j) => checkStep(c, w.sport, `step ${i + 1}.${j + 1}`, errors, warnings));
    else checkStep(s, w.sport, `step ${i + 1}`, errors, warnings);
  });
  const sum = sumStepSeconds(w.steps, w.sport);
  const tolerance = Math.max(GARMIN_LIMITS.durationToleranceSecs, sum * GARMIN_LIMITS.durationToleranceShare);
  if (Math.abs(w.estimatedDurationInSecs - sum) > tolerance)
    errors.push(
      `workout: estimatedDurationInSecs ${w.estimatedDurationInSecs} does not match the steps (${Math.round(sum)} s)`,
    );
  if (sum > GARMIN_LIMITS.maxWorkoutSecs) errors.push('workout: longer than 10 hours');
  if (sum < 10 * 60) warnings.push('workout: shorter than 10 minutes');
  // repairWorkout brings the name in line (agreeingName); a warning here means nobody did.
  warnings.push(...nameDisagreements({ ...w, estimatedDurationInSecs: Math.round(sum) }).map((m) => `workout: ${m}`));
  return verdict(errors, warnings);
}
