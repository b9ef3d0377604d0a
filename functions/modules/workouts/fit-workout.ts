import { createHash } from 'node:crypto';
import type { Mesg } from '@garmin/fitsdk';
import type { AnyStep, StepIntensity, WorkoutDetails, WorkoutStep } from '@shared/schemas/training';
import type { ThresholdValues } from '@shared/schemas/thresholds';
import { hrRange } from '@shared/training/zones';

/** Pool length written for swim workouts (metres); without one the watch treats it as "any pool". */
export const FIT_POOL_LENGTH_M = 25;

/** FIT sports; strength is sport 'training' (10) with sub-sport 'strengthTraining' (20). */
const SPORT = { RUNNING: 'running', CYCLING: 'cycling', SWIMMING: 'swimming', STRENGTH_TRAINING: 'training' } as const;
const INTENSITY: Record<StepIntensity, string> = {
  WARMUP: 'warmup',
  ACTIVE: 'active',
  INTERVAL: 'interval',
  RECOVERY: 'recovery',
  REST: 'rest',
  COOLDOWN: 'cooldown',
};

type FitStep = Record<string, unknown>;

/** FIT global message numbers (the protocol's, as Profile.MesgNum has them): kept here so the SDK loads lazily. */
const MESG = { FILE_ID: 0, WORKOUT: 26, WORKOUT_STEP: 27 } as const;

/** FIT custom heart-rate values: 0-100 are % of max HR, above 100 they are bpm + 100. */
const FIT_BPM_OFFSET = 100;

/**
 * Raw units (reference 3.6): time in ms, distance in cm, speed targets m/s x 1000. HR: the zone number, or, when the
 * athlete's thresholds turn the zone into bpm, a custom range (targetValue 0) so the watch needs no zones of its own.
 */
function stepMesg(step: WorkoutStep, messageIndex: number, hr: HrThresholds | null): FitStep {
  const duration =
    step.durationType === 'TIME'
      ? { durationType: 'time', durationValue: Math.round(step.durationValue * 1000) }
      : { durationType: 'distance', durationValue: Math.round(step.durationValue * 100) };
  let target: FitStep = { targetType: 'open', targetValue: 0 };
  if (step.targetType === 'HEART_RATE' && step.targetValue != null) {
    const bpm = hr ? hrRange(step.targetValue, hr) : null;
    target = bpm
      ? {
          targetType: 'heartRate',
          targetValue: 0,
          customTargetValueLow: bpm.low + FIT_BPM_OFFSET,
          customTargetValueHigh: bpm.high + FIT_BPM_OFFSET,
        }
      : { targetType: 'heartRate', targetValue: Math.min(5, Math.max(1, Math.round(step.targetValue))) };
  } else if (step.targetType === 'POWER' && step.targetValueLow != null && step.targetValueHigh != null) {
    // FIT custom power: 0-1000 is % of FTP (watts are offset by 1000), so the device's own FTP applies.
    target = {
      targetType: 'power',
      targetValue: 0,
      customTargetValueLow: Math.round(step.targetValueLow),
      customTargetValueHigh: Math.round(step.targetValueHigh),
    };
  } else if (
    (step.targetType === 'PACE' || step.targetType === 'SPEED') &&
    step.targetValueLow != null &&
    step.targetValueHigh != null
  ) {
    target = {
      targetType: 'speed',
      targetValue: 0,
      customTargetValueLow: Math.round(Math.min(step.targetValueLow, step.targetValueHigh) * 1000),
      customTargetValueHigh: Math.round(Math.max(step.targetValueLow, step.targetValueHigh) * 1000),
    };
  }
  return {
    mesgNum: MESG.WORKOUT_STEP,
    messageIndex,
    wktStepName: step.description.slice(0, 50),
    notes: step.description.slice(0, 200),
    intensity: INTENSITY[step.intensity],
    ...duration,
    ...target,
  };
}

/** Steps in FIT order: a repeat's children first, then the repeat step jumping back to the first child. */
type HrThresholds = Pick<ThresholdValues, 'maxHr' | 'thresholdHr'>;

export function fitSteps(steps: readonly AnyStep[], hr: HrThresholds | null = null): FitStep[] {
  const out: FitStep[] = [];
  for (const step of steps) {
    if (step.type === 'WorkoutRepeatStep') {
      const first = out.length;
      for (const child of step.steps) out.push(stepMesg(child, out.length, hr));
      out.push({
        mesgNum: MESG.WORKOUT_STEP,
        messageIndex: out.length,
        durationType: 'repeatUntilStepsCmplt',
        durationValue: first,
        targetType: 'open',
        targetValue: step.repeatValue,
        intensity: 'active',
      });
    } else {
      out.push(stepMesg(step, out.length, hr));
    }
  }
  return out;
}

/**
 * The workout as a FIT workout file (fileId, workout, workoutStep...), encoded with Garmin's SDK.
 * The SDK (about 420 KB, mostly its profile tables) is imported on the first download only, so the other
 * workout routes don't parse it on a cold start; the Lambda ships it beside the bundle (lazy-modules.ts).
 */
export async function encodeWorkoutFit(
  workoutId: string,
  details: WorkoutDetails,
  createdAt: Date,
  thresholds: HrThresholds | null = null,
): Promise<Uint8Array> {
  const { Encoder } = await import('@garmin/fitsdk');
  const steps = fitSteps(details.steps, thresholds);
  const swim = details.sport === 'SWIMMING';
  const encoder = new Encoder();
  const write = (mesg: Record<string, unknown>) => encoder.onMesg(mesg.mesgNum as number, mesg as unknown as Mesg);
  write({
    mesgNum: MESG.FILE_ID,
    type: 'workout',
    manufacturer: 'development',
    product: 1,
    serialNumber: createHash('sha256').update(workoutId).digest().readUInt32BE(0) || 1,
    timeCreated: createdAt,
  });
  write({
    mesgNum: MESG.WORKOUT,
    sport: SPORT[details.sport],
    ...(swim ? { subSport: 'lapSwimming', poolLength: FIT_POOL_LENGTH_M, poolLengthUnit: 'metric' } : {}),
    ...(details.sport === 'STRENGTH_TRAINING' ? { subSport: 'strengthTraining' } : {}),
    numValidSteps: steps.length,
    wktName: details.workoutName.slice(0, 40),
    wktDescription: details.description.slice(0, 200),
  });
  for (const step of steps) write(step);
  return encoder.close();
}

/** A file name safe for Content-Disposition, with the given extension (FIT, Zwift, ERG, MRC). */
export function workoutFileName(details: Pick<WorkoutDetails, 'workoutName'>, extension: string): string {
  const base = details.workoutName
    .normalize('NFKD')
    .replace(/[^\w\- ]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `${base || 'workout'}.${extension}`;
}

export const fitFileName = (details: WorkoutDetails): string => workoutFileName(details, 'fit');
