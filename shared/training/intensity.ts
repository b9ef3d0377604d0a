import type { AnyStep, Sport, WorkoutSport, WorkoutStep } from '../schemas/training';

/**
 * One intensity model for every target type. Kept apart from the guardrails (which need the zod schemas) so the web
 * app can tell hard sessions apart without loading zod.
 */

/** Threshold speeds (m/s) a pace or speed target is judged against: run threshold pace, bike threshold speed, CSS. */
export interface ThresholdSpeeds {
  runThreshold: number;
  bikeThreshold: number;
  swimCss: number;
}

/**
 * Lower bound of zone 4 as a share of threshold speed (Friel's run pace zone 4 starts at 105 % of threshold pace,
 * 1 / 1.05 = 0.952; CSS zone 4 starts 2 s/100 m slower than CSS, about 0.97; on the bike we use the run bound).
 */
export const THRESHOLD_SHARE: Record<Sport, number> = { RUNNING: 0.95, CYCLING: 0.95, SWIMMING: 0.97 };
/** A POWER target at or above this % of FTP is threshold work (Coggan's level 4 starts at 91 %). */
export const POWER_THRESHOLD_PERCENT = 91;
/** A session is hard with this much work at or above threshold (strides and openers stay under it). */
export const HARD_SECONDS = 5 * 60;

const SPEED_KEY: Record<Sport, keyof ThresholdSpeeds> = {
  RUNNING: 'runThreshold',
  CYCLING: 'bikeThreshold',
  SWIMMING: 'swimCss',
};

/** Whether one step is at or above threshold, whatever its target: INTERVAL, heart rate zone 4-5, pace/speed >= zone 4. */
export function isThresholdStep(s: WorkoutStep, sport: WorkoutSport, paces?: ThresholdSpeeds | null): boolean {
  if (s.intensity === 'INTERVAL') return true;
  if (s.targetType === 'HEART_RATE') return (s.targetValue ?? 0) >= 4;
  if (sport === 'STRENGTH_TRAINING') return false;
  // Power in % of FTP: Coggan's threshold level starts at 91 %.
  if (s.targetType === 'POWER' && s.targetValueLow && s.targetValueHigh)
    return (s.targetValueLow + s.targetValueHigh) / 2 >= POWER_THRESHOLD_PERCENT;
  if ((s.targetType === 'PACE' || s.targetType === 'SPEED') && paces && s.targetValueLow && s.targetValueHigh) {
    const mid = (s.targetValueLow + s.targetValueHigh) / 2;
    return mid >= paces[SPEED_KEY[sport]] * THRESHOLD_SHARE[sport];
  }
  return false;
}

function roughSeconds(s: WorkoutStep, sport: WorkoutSport): number {
  if (s.durationType === 'TIME') return s.durationValue;
  const speed =
    s.targetValueLow && s.targetValueHigh
      ? (s.targetValueLow + s.targetValueHigh) / 2
      : sport === 'SWIMMING'
        ? 0.83
        : sport === 'CYCLING'
          ? 7
          : 2.8;
  return s.durationValue / speed;
}

/** Seconds at or above threshold, repeats multiplied out. */
export function thresholdSeconds(
  details: { sport?: WorkoutSport; steps: readonly AnyStep[] },
  paces?: ThresholdSpeeds | null,
): number {
  const sport = details.sport ?? 'RUNNING';
  const one = (s: WorkoutStep) => (isThresholdStep(s, sport, paces) ? roughSeconds(s, sport) : 0);
  return details.steps.reduce(
    (t, s) => t + (s.type === 'WorkoutRepeatStep' ? s.repeatValue * s.steps.reduce((u, c) => u + one(c), 0) : one(s)),
    0,
  );
}

/**
 * Hard = any interval step, or at least five minutes at or above threshold by any target (heart rate zone 4-5,
 * power at >= 91 % of FTP, pace or speed in zone 4-5 when the athlete's threshold speeds are given).
 */
export function isHardWorkout(
  details: { sport?: WorkoutSport; steps: readonly AnyStep[] },
  paces?: ThresholdSpeeds | null,
): boolean {
  const steps = details.steps.flatMap((s) => (s.type === 'WorkoutRepeatStep' ? s.steps : [s]));
  if (steps.some((s) => s.intensity === 'INTERVAL' || (s.targetType === 'HEART_RATE' && (s.targetValue ?? 0) >= 4)))
    return true;
  return thresholdSeconds(details, paces) >= HARD_SECONDS;
}
