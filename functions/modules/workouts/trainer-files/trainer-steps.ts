import type { Language } from '@shared/schemas/common';
import type { ThresholdValues } from '@shared/schemas/thresholds';
import type { AnyStep, StepIntensity, WorkoutDetails, WorkoutStep } from '@shared/schemas/training';
import { stepSeconds } from '@shared/training/guardrails/workout-limits';
import { hrRange, POWER_OF_FTP, thresholdSpeed, type Zone } from '@shared/training/zones';
import { stepTarget } from '@shared/weeks/workout-display';
import { cueText } from './cues';

/** A fraction of the athlete's threshold: FTP on the bike, threshold speed on the run (1 = threshold). */
export interface Band {
  low: number;
  high: number;
}

/**
 * One step as a trainer sees it. `band` is what the trainer (or Zwift) holds; null when the step is targeted by heart
 * rate, speed, unknown pace or nothing, and then the athlete goes by `cue`. ERG/MRC have no free mode, so `held` is
 * the power they hold for every step (the band itself, or the equivalent of the step's zone: docs/decisions/014-trainer-files.md).
 */
export interface TrainerStep {
  seconds: number;
  intensity: StepIntensity;
  description: string;
  band: Band | null;
  cue: string | null;
  held: Band;
}

export type TrainerBlock =
  { kind: 'step'; step: TrainerStep } | { kind: 'repeat'; times: number; steps: TrainerStep[] };

type Thresholds = Pick<ThresholdValues, 'maxHr' | 'thresholdHr' | 'runThresholdPace' | 'swimCss' | 'ftp'>;

/** Power for a step the trainer cannot read a target from, by what the step is for (Coggan's levels by number). */
const ZONE_BY_INTENSITY: Record<StepIntensity, Zone> = {
  WARMUP: 1,
  COOLDOWN: 1,
  RECOVERY: 1,
  REST: 1,
  ACTIVE: 2,
  INTERVAL: 4,
};

const zoneOf = (value: number | null): Zone | null =>
  value == null || !Number.isFinite(value) ? null : (Math.min(5, Math.max(1, Math.round(value))) as Zone);
const powerBand = (zone: Zone): Band => ({ low: POWER_OF_FTP[zone][0], high: POWER_OF_FTP[zone][1] });

function trainerStep(
  step: WorkoutStep,
  details: WorkoutDetails,
  thresholds: Thresholds | null,
  lang: Language,
): TrainerStep {
  const seconds = Math.max(1, Math.round(stepSeconds(step, details.sport)));
  const base = { seconds, intensity: step.intensity, description: step.description.trim() };
  if (step.targetType === 'POWER' && step.targetValueLow && step.targetValueHigh) {
    // Power in % of FTP is what trainers hold: the band itself, as fractions of FTP.
    const band = {
      low: Math.min(step.targetValueLow, step.targetValueHigh) / 100,
      high: Math.max(step.targetValueLow, step.targetValueHigh) / 100,
    };
    return { ...base, band, held: band, cue: null };
  }
  const zone = step.targetType === 'HEART_RATE' ? zoneOf(step.targetValue) : null;
  const fallback = powerBand(zone ?? ZONE_BY_INTENSITY[step.intensity]);
  const target = stepTarget(step, details.sport);
  if (target.kind === 'hr') {
    const bpm = thresholds ? hrRange(target.zone, thresholds) : null;
    return {
      ...base,
      band: null,
      held: fallback,
      cue: cueText(lang, details.sport, { kind: 'hr', zone: target.zone, bpm }),
    };
  }
  if (target.kind === 'pace') {
    const threshold = thresholds ? thresholdSpeed(details.sport, thresholds) : null;
    const [slow, fast] = [
      Math.min(step.targetValueLow!, step.targetValueHigh!),
      Math.max(step.targetValueLow!, step.targetValueHigh!),
    ];
    if (threshold && details.sport === 'RUNNING')
      return { ...base, band: { low: slow / threshold, high: fast / threshold }, held: fallback, cue: null };
    return {
      ...base,
      band: null,
      held: fallback,
      cue: cueText(lang, details.sport, { kind: 'pace', low: target.low, high: target.high, unit: target.unit }),
    };
  }
  if (target.kind === 'speed') {
    return {
      ...base,
      band: null,
      held: fallback,
      cue: cueText(lang, details.sport, { kind: 'speed', low: target.low, high: target.high, unit: target.unit }),
    };
  }
  return { ...base, band: null, held: fallback, cue: null };
}

/** The workout's steps with their durations in whole seconds (distance steps at their target speed) and targets as fractions. */
export function trainerBlocks(details: WorkoutDetails, thresholds: Thresholds | null, lang: Language): TrainerBlock[] {
  return details.steps.map((step: AnyStep): TrainerBlock =>
    step.type === 'WorkoutRepeatStep'
      ? {
          kind: 'repeat',
          times: step.repeatValue,
          steps: step.steps.map((s) => trainerStep(s, details, thresholds, lang)),
        }
      : { kind: 'step', step: trainerStep(step, details, thresholds, lang) },
  );
}

/** Every step in the order ridden, repeats written out. */
export function unrolled(blocks: readonly TrainerBlock[]): TrainerStep[] {
  return blocks.flatMap((b) => (b.kind === 'step' ? [b.step] : Array.from({ length: b.times }, () => b.steps).flat()));
}

/**
 * How a step's power moves: warm-ups ramp up through their band, cool-downs ramp down, everything else holds the
 * middle. Shared by the Zwift elements and the ERG/MRC rows so the formats agree.
 */
export function shape(step: Pick<TrainerStep, 'intensity'>, band: Band): { from: number; to: number } {
  if (step.intensity === 'WARMUP') return { from: band.low, to: band.high };
  if (step.intensity === 'COOLDOWN') return { from: band.high, to: band.low };
  const mid = (band.low + band.high) / 2;
  return { from: mid, to: mid };
}
