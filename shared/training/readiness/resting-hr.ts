import { addDays } from '../../calendar/days';
import { BASELINE_DAYS, MIN_VALUES } from './hrv';

/**
 * Resting heart rate against its own baseline (the mean of the 60 days before today). A morning value 5 bpm or more
 * over the athlete's normal is the classic coaches' warning sign (Friel, The Triathlete's Training Bible); 10 bpm or
 * more is far outside day-to-day noise (Buchheit 2014 puts its typical error at a few bpm).
 */
export const ELEVATED_BPM = 5;
export const FAR_ELEVATED_BPM = 10;

export const validRestingHr = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 25 && v <= 130;

export interface RestingHrTrend {
  today: number;
  baseline: number;
  /** bpm over the baseline (negative = under). */
  change: number;
  status: 'normal' | 'elevated' | 'far-elevated';
}

export function restingHrTrend(byDay: ReadonlyMap<string, number>, today: string): RestingHrTrend | null {
  const now = byDay.get(today);
  if (!validRestingHr(now)) return null;
  const baseline: number[] = [];
  for (let i = 1; i <= BASELINE_DAYS; i++) {
    const v = byDay.get(addDays(today, -i));
    if (validRestingHr(v)) baseline.push(v);
  }
  if (baseline.length < MIN_VALUES) return null;
  const mean = baseline.reduce((t, x) => t + x, 0) / baseline.length;
  const change = Math.round((now - mean) * 10) / 10;
  return {
    today: now,
    baseline: mean,
    change,
    status: change >= FAR_ELEVATED_BPM ? 'far-elevated' : change >= ELEVATED_BPM ? 'elevated' : 'normal',
  };
}
