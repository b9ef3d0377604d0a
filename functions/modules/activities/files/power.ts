/** One sample of a recording: its time (ms since epoch) and a value (watts, bpm...). */
export interface TimedValue {
  t: number;
  value: number;
}

/** A gap longer than this is a pause (auto-pause, a stop): it is not filled in. */
export const MAX_GAP_SECONDS = 10;
export const NP_WINDOW_SECONDS = 30;

/**
 * Normalised power (Coggan; Allen & Coggan, Training and Racing with a Power Meter, 2010): the recording on a
 * 1-second grid (a sample holds until the next one, a pause is skipped), its 30-second rolling average, each value
 * to the 4th power, their mean, and its 4th root. Null for less than 30 seconds of power.
 */
export function normalizedPower(samples: readonly TimedValue[]): number | null {
  return normalizedPowerOfSeries(perSecond(samples));
}

/** Normalised power of a series already on the 1-second grid (see perSecond). */
export function normalizedPowerOfSeries(series: readonly number[]): number | null {
  if (series.length < NP_WINDOW_SECONDS) return null;
  let windowSum = 0;
  let fourthSum = 0;
  let count = 0;
  for (let i = 0; i < series.length; i++) {
    windowSum += series[i]!;
    if (i >= NP_WINDOW_SECONDS) windowSum -= series[i - NP_WINDOW_SECONDS]!;
    if (i >= NP_WINDOW_SECONDS - 1) {
      const mean = windowSum / NP_WINDOW_SECONDS;
      fourthSum += mean ** 4;
      count += 1;
    }
  }
  return Math.round((fourthSum / count) ** 0.25);
}

/** The samples as one value a second: each holds until the next sample, at most MAX_GAP_SECONDS (a pause beyond). */
export function perSecond(samples: readonly TimedValue[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < samples.length; i++) {
    const here = samples[i]!;
    const next = samples[i + 1];
    const gap = next ? Math.round((next.t - here.t) / 1000) : 1;
    const hold = gap >= 1 && gap <= MAX_GAP_SECONDS ? gap : 1;
    for (let s = 0; s < hold; s++) out.push(here.value);
  }
  return out;
}

/** The time-weighted mean of the samples (on the same 1-second grid as normalised power); null without samples. */
export function timeWeightedMean(samples: readonly TimedValue[]): number | null {
  return meanOfSeries(perSecond(samples));
}

export function meanOfSeries(series: readonly number[]): number | null {
  if (series.length === 0) return null;
  let sum = 0;
  for (const v of series) sum += v;
  return sum / series.length;
}
