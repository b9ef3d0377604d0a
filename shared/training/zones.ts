import type { Sport, WorkoutStep } from '../schemas/training';
import type { ThresholdValues } from '../schemas/thresholds';

/**
 * The zone model: a target zone 1-5 turned into the athlete's own numbers. Pure; every table is a fraction of one
 * threshold, each band [low, high] inclusive.
 */
export type Zone = 1 | 2 | 3 | 4 | 5;
export type Band = readonly [number, number];
export type ZoneTable = Readonly<Record<Zone, Band>>;

export const ZONES: readonly Zone[] = [1, 2, 3, 4, 5];

/**
 * Heart rate as a fraction of the lactate threshold heart rate (Friel's 7 zones folded into 5: 5a-5c become Z5).
 * Friel leaves Z1 open below 85 %; we start it at 65 %, below which nothing counts as training.
 */
export const HR_OF_THRESHOLD: ZoneTable = {
  1: [0.65, 0.84],
  2: [0.85, 0.89],
  3: [0.9, 0.94],
  4: [0.95, 0.99],
  5: [1.0, 1.06],
};

/** Heart rate as a fraction of max heart rate, used only while threshold HR is unknown (the classic 50-100 % bands, each ending 1 % below the next). */
export const HR_OF_MAX: ZoneTable = { 1: [0.5, 0.59], 2: [0.6, 0.69], 3: [0.7, 0.79], 4: [0.8, 0.89], 5: [0.9, 1.0] };

/** Power as a fraction of FTP (Coggan's levels 1-5: active recovery, endurance, tempo, threshold, VO2max). */
export const POWER_OF_FTP: ZoneTable = {
  1: [0.45, 0.55],
  2: [0.56, 0.75],
  3: [0.76, 0.9],
  4: [0.91, 1.05],
  5: [1.06, 1.2],
};

/**
 * Run SPEED as a fraction of threshold speed. Friel's pace zones are given as time per km against threshold pace
 * (Z1 > 129 %, Z2 114-129 %, Z3 106-113 %, Z4 99-105 %, Z5 < 99 %); speed is the inverse (1 / 1.29 = 0.775 ...).
 */
export const RUN_SPEED_OF_THRESHOLD: ZoneTable = {
  1: [0.6, 0.775],
  2: [0.775, 0.877],
  3: [0.885, 0.943],
  4: [0.952, 1.01],
  5: [1.01, 1.15],
};

/**
 * Swim SPEED as a fraction of critical swim speed (CSS): easy above CSS +15 s/100 m, endurance +8-14 s, tempo
 * +3-7 s, threshold CSS -1 to +2 s, faster than that is Z5 (at ~1:40/100 m these are the speed fractions below).
 */
export const SWIM_SPEED_OF_CSS: ZoneTable = {
  1: [0.7, 0.87],
  2: [0.87, 0.93],
  3: [0.93, 0.97],
  4: [0.97, 1.02],
  5: [1.02, 1.15],
};

export type HrBasis = 'threshold' | 'max';
export interface BpmRange {
  low: number;
  high: number;
  basis: HrBasis;
}

type HrThresholds = Pick<ThresholdValues, 'maxHr' | 'thresholdHr'>;

const asZone = (zone: number): Zone => Math.min(5, Math.max(1, Math.round(zone))) as Zone;

/** The zone's heart-rate range in bpm: from threshold HR when known, else from max HR, else null. */
export function hrRange(zone: number, thresholds: HrThresholds): BpmRange | null {
  const z = asZone(zone);
  if (thresholds.thresholdHr) return band(HR_OF_THRESHOLD[z], thresholds.thresholdHr, 'threshold', thresholds.maxHr);
  if (thresholds.maxHr) return band(HR_OF_MAX[z], thresholds.maxHr, 'max', thresholds.maxHr);
  return null;
}

function band([low, high]: Band, of: number, basis: HrBasis, cap: number | null): BpmRange {
  const top = Math.round(of * high);
  return { low: Math.round(of * low), high: cap ? Math.min(top, cap) : top, basis };
}

/** The power zone (1-5) a percentage of FTP is in. */
export function powerZone(percentOfFtp: number): Zone {
  const f = percentOfFtp / 100;
  return ZONES.find((z) => f <= POWER_OF_FTP[z][1] + 0.005) ?? 5;
}

/** The zone's band as whole percentages of FTP (a POWER target). */
export const powerPercent = (zone: number): { low: number; high: number } => {
  const [low, high] = POWER_OF_FTP[asZone(zone)];
  return { low: Math.round(low * 100), high: Math.round(high * 100) };
};

/** The zone's power range in watts, or null without an FTP. */
export function powerRange(zone: number, ftp: number | null): { low: number; high: number } | null {
  if (!ftp) return null;
  const [low, high] = POWER_OF_FTP[asZone(zone)];
  return { low: Math.round(ftp * low), high: Math.round(ftp * high) };
}

/** Threshold speed in m/s for a sport, from run threshold pace (s/km) or CSS (s/100 m); null when unknown or cycling. */
export function thresholdSpeed(
  sport: Sport | string,
  thresholds: Pick<ThresholdValues, 'runThresholdPace' | 'swimCss'>,
): number | null {
  if (sport === 'RUNNING' && thresholds.runThresholdPace) return 1000 / thresholds.runThresholdPace;
  if (sport === 'SWIMMING' && thresholds.swimCss) return 100 / thresholds.swimCss;
  return null;
}

/** The zone a speed (m/s) falls in against the athlete's threshold speed: the band holding it, the nearest at the ends. */
export function speedZone(
  speedMs: number,
  sport: Sport | string,
  thresholds: Pick<ThresholdValues, 'runThresholdPace' | 'swimCss'>,
): Zone | null {
  const threshold = thresholdSpeed(sport, thresholds);
  if (!threshold || !(speedMs > 0)) return null;
  const table = sport === 'SWIMMING' ? SWIM_SPEED_OF_CSS : RUN_SPEED_OF_THRESHOLD;
  const fraction = speedMs / threshold;
  // Bands may leave small gaps (Friel's tables are rounded): a fraction belongs to the first band it does not exceed.
  return ZONES.find((z) => fraction <= table[z][1]) ?? 5;
}

/** A step's target in the athlete's numbers, next to the zone it is in; null parts are unknown. */
export interface AbsoluteTarget {
  zone: Zone | null;
  bpm: BpmRange | null;
  watts: { low: number; high: number } | null;
}

export function absoluteTarget(
  step: Pick<WorkoutStep, 'targetType' | 'targetValue' | 'targetValueLow' | 'targetValueHigh'>,
  sport: Sport | string,
  thresholds: ThresholdValues,
): AbsoluteTarget {
  if (step.targetType === 'HEART_RATE' && step.targetValue != null && Number.isFinite(step.targetValue)) {
    const zone = asZone(step.targetValue);
    return {
      zone,
      bpm: hrRange(zone, thresholds),
      watts: sport === 'CYCLING' ? powerRange(zone, thresholds.ftp) : null,
    };
  }
  if (step.targetType === 'POWER' && step.targetValueLow && step.targetValueHigh) {
    const watts = thresholds.ftp
      ? {
          low: Math.round((thresholds.ftp * step.targetValueLow) / 100),
          high: Math.round((thresholds.ftp * step.targetValueHigh) / 100),
        }
      : null;
    return { zone: powerZone((step.targetValueLow + step.targetValueHigh) / 2), bpm: null, watts };
  }
  if ((step.targetType === 'PACE' || step.targetType === 'SPEED') && step.targetValueLow && step.targetValueHigh) {
    return {
      zone: speedZone((step.targetValueLow + step.targetValueHigh) / 2, sport, thresholds),
      bpm: null,
      watts: null,
    };
  }
  return { zone: null, bpm: null, watts: null };
}
