import { addDays } from '../../calendar/days';

/**
 * HRV against the athlete's own baseline, after Plews et al. (2012, 2013): the 7-day rolling mean of ln rMSSD is
 * compared with a longer baseline, and only a change larger than the smallest worthwhile change (SWC, 0.5 x the
 * baseline's standard deviation) counts. Plews et al. (2014) found at least 3 valid days a week give the same picture
 * as 7, so the rolling mean needs 3 values in its week and the baseline 3 days.
 */
export const ROLLING_DAYS = 7;
export const BASELINE_DAYS = 60;
export const MIN_VALUES = 3;
export const SWC_FACTOR = 0.5;
/** Our floor (not the papers'): with a few near-equal baseline days the SD is ~0 and any wobble would count. */
export const MIN_SWC = 0.03;
/** Far under: more than two baseline SDs (4 SWC) under the baseline. */
export const FAR_SWCS = 4;

export interface HrvTrend {
  rollingLn: number;
  baselineLn: number;
  swc: number;
  /** The rolling mean against the baseline, as % of rMSSD (exp of the ln difference). */
  changePct: number;
  status: 'normal' | 'low' | 'far-low' | 'high';
}

const mean = (xs: number[]) => xs.reduce((t, x) => t + x, 0) / xs.length;
const sd = (xs: number[]) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((t, x) => t + (x - m) ** 2, 0) / (xs.length - 1));
};

/** A plausible rMSSD (ms): a typed 0 or 900 is a slip, not a reading. */
export const validRmssd = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 5 && v <= 300;

/** rMSSD by day (YYYY-MM-DD -> ms); null when either window has fewer than MIN_VALUES valid days. */
export function hrvTrend(rmssdByDay: ReadonlyMap<string, number>, today: string): HrvTrend | null {
  const lnIn = (from: number, to: number) => {
    const out: number[] = [];
    for (let i = from; i <= to; i++) {
      const v = rmssdByDay.get(addDays(today, -i));
      if (validRmssd(v)) out.push(Math.log(v));
    }
    return out;
  };
  const rolling = lnIn(0, ROLLING_DAYS - 1);
  const baseline = lnIn(1, BASELINE_DAYS);
  if (rolling.length < MIN_VALUES || baseline.length < MIN_VALUES) return null;
  const rollingLn = mean(rolling);
  const baselineLn = mean(baseline);
  const swc = Math.max(MIN_SWC, SWC_FACTOR * sd(baseline));
  const diff = rollingLn - baselineLn;
  const status = diff < -FAR_SWCS * swc ? 'far-low' : diff < -swc ? 'low' : diff > swc ? 'high' : 'normal';
  return { rollingLn, baselineLn, swc, changePct: (Math.exp(diff) - 1) * 100, status };
}
