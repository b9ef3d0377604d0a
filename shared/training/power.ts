import type { AnyStep, WorkoutDetails, WorkoutStep } from '../schemas/training';
import { powerPercent } from './zones';

/**
 * Bike steps in power when the athlete's FTP is known (decision record 024): each heart-rate zone becomes its band in %
 * of FTP (Coggan's levels, `POWER_OF_FTP`), which Garmin, FIT and the trainer files take as a percentage. Power answers
 * at once and does not drift with heat or fatigue, so it is the better target on the bike (Allen & Coggan 2010); heart
 * rate stays without an FTP, and a bare speed is never used.
 */
export function withPowerTargets(w: WorkoutDetails, ftp: number | null | undefined): WorkoutDetails {
  if (w.sport !== 'CYCLING' || !ftp) return w;
  const one = (s: WorkoutStep): WorkoutStep => {
    if (s.targetType !== 'HEART_RATE' || s.targetValue === null) return s;
    const { low, high } = powerPercent(s.targetValue);
    return { ...s, targetType: 'POWER', targetValue: null, targetValueLow: low, targetValueHigh: high };
  };
  const steps: AnyStep[] = w.steps.map((s) =>
    s.type === 'WorkoutRepeatStep' ? { ...s, steps: s.steps.map(one) } : one(s),
  );
  return { ...w, steps };
}
