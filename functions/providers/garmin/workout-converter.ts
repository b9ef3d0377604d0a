import type { AnyStep, WorkoutDetails, WorkoutStep } from '@shared/schemas/training';
import type { ThresholdValues } from '@shared/schemas/thresholds';
import { hrRange } from '@shared/training/zones';

type HrThresholds = Pick<ThresholdValues, 'maxHr' | 'thresholdHr'>;

/** Garmin refuses single-sport workouts with more steps than this. */
export const GARMIN_MAX_STEPS = 100;

export class TooManyStepsError extends Error {
  constructor(readonly steps: number) {
    super(
      `This workout has ${steps} steps; Garmin accepts at most ${GARMIN_MAX_STEPS}. Shorten it or download the FIT file.`,
    );
  }
}

const SPORTS = {
  RUNNING: 'RUNNING',
  CYCLING: 'CYCLING',
  SWIMMING: 'LAP_SWIMMING',
  STRENGTH_TRAINING: 'STRENGTH_TRAINING',
} as const;
/** Pools are 25 m unless the athlete says otherwise (Garmin needs a length for distance swims). */
const POOL_LENGTH_METERS = 25;

export interface GarminWorkoutPayload {
  workoutName: string;
  description: string;
  sport: (typeof SPORTS)[keyof typeof SPORTS];
  workoutProvider: string;
  workoutSourceId: string;
  isSessionTransitionEnabled: false;
  poolLength: number | null;
  poolLengthUnit: 'METER' | null;
  segments: Array<{
    segmentOrder: 1;
    sport: GarminWorkoutPayload['sport'];
    poolLength: number | null;
    poolLengthUnit: 'METER' | null;
    steps: GarminStep[];
  }>;
}

type GarminStep = Record<string, unknown>;

function target(step: WorkoutStep, swim: boolean, hr: HrThresholds | null): Record<string, unknown> {
  // Swims take no primary target: Garmin wants it null and the intent in the secondary target.
  if (swim) {
    const secondary =
      step.targetType === 'PACE' || step.targetType === 'SPEED'
        ? {
            secondaryTargetType: 'PACE_ZONE',
            secondaryTargetValueLow: step.targetValueLow,
            secondaryTargetValueHigh: step.targetValueHigh,
          }
        : {};
    return { targetType: null, targetValue: null, targetValueLow: null, targetValueHigh: null, ...secondary };
  }
  switch (step.targetType) {
    case 'HEART_RATE': {
      // Known thresholds: a custom bpm range (the watch's own zones may differ from ours); otherwise the zone.
      const bpm = hr && step.targetValue != null ? hrRange(step.targetValue, hr) : null;
      if (bpm)
        return { targetType: 'HEART_RATE', targetValue: null, targetValueLow: bpm.low, targetValueHigh: bpm.high };
      return { targetType: 'HEART_RATE', targetValue: step.targetValue, targetValueLow: null, targetValueHigh: null };
    }
    case 'PACE':
    case 'SPEED':
      return {
        targetType: step.targetType,
        targetValue: null,
        targetValueLow: step.targetValueLow,
        targetValueHigh: step.targetValueHigh,
      };
    case 'POWER':
      // A custom range in % of FTP: the watch turns it into watts with the FTP saved on it.
      return {
        targetType: 'POWER',
        targetValue: null,
        targetValueLow: step.targetValueLow,
        targetValueHigh: step.targetValueHigh,
        targetValueType: 'PERCENT',
      };
    default:
      return { targetType: 'OPEN', targetValue: null, targetValueLow: null, targetValueHigh: null };
  }
}

function plainStep(step: WorkoutStep, order: number, swim: boolean, hr: HrThresholds | null): GarminStep {
  return {
    type: 'WorkoutStep',
    stepOrder: order,
    intensity: swim && (step.intensity === 'ACTIVE' || step.intensity === 'INTERVAL') ? 'MAIN' : step.intensity,
    description: step.description.slice(0, 512),
    durationType: step.durationType,
    durationValue: step.durationValue,
    durationValueType: step.durationType === 'DISTANCE' ? 'METER' : null,
    ...target(step, swim, hr),
    ...(swim ? { strokeType: 'FREESTYLE', equipmentType: 'NONE' } : {}),
  };
}

/** Steps counted as Garmin counts them: a repeat and each step inside it. */
export function garminStepCount(steps: AnyStep[]): number {
  return steps.reduce((sum, step) => sum + (step.type === 'WorkoutRepeatStep' ? 1 + step.steps.length : 1), 0);
}

/**
 * Our workout as a Training API V2 workout: sports mapped (swims are LAP_SWIMMING in a 25 m pool, distance steps),
 * stepOrder running through repeats and their steps, speeds in m/s as Garmin takes them, HR as bpm ranges when the
 * athlete's thresholds are known, as zones otherwise.
 */
export function toGarminWorkout(
  details: WorkoutDetails,
  sourceId: string,
  thresholds: HrThresholds | null = null,
): GarminWorkoutPayload {
  const count = garminStepCount(details.steps);
  if (count > GARMIN_MAX_STEPS) throw new TooManyStepsError(count);
  const sport = SPORTS[details.sport];
  const swim = details.sport === 'SWIMMING';
  let order = 0;
  const steps = details.steps.map((step): GarminStep => {
    order += 1;
    if (step.type === 'WorkoutStep') return plainStep(step, order, swim, thresholds);
    const repeatOrder = order;
    const inner = step.steps.map((s) => plainStep(s, ++order, swim, thresholds));
    return {
      type: 'WorkoutRepeatStep',
      stepOrder: repeatOrder,
      repeatType: 'REPEAT_UNTIL_STEPS_CMPLT',
      repeatValue: step.repeatValue,
      skipLastRestStep: swim,
      steps: inner,
    };
  });
  const pool = swim ? POOL_LENGTH_METERS : null;
  const unit = swim ? 'METER' : null;
  return {
    workoutName: details.workoutName.slice(0, 80),
    description: details.description.slice(0, 1024),
    sport,
    workoutProvider: 'Tricoach',
    workoutSourceId: sourceId.slice(0, 20),
    isSessionTransitionEnabled: false,
    poolLength: pool,
    poolLengthUnit: unit,
    segments: [{ segmentOrder: 1, sport, poolLength: pool, poolLengthUnit: unit, steps }],
  };
}
