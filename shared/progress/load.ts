import type { HeartRateSource, LoadMethod, SportKey } from '../schemas/progress';
import type { ThresholdValues } from '../schemas/thresholds';

/**
 * Training stress of one activity, in points where one hour at the lactate threshold = 100 (TSS-like).
 *
 * Heart-rate method (hrTSS), used when the activity has an average heart rate and the athlete's threshold or max
 * heart rate is known:
 *   intensity IF = min(averageHR / thresholdHR, 1.2)
 *   load         = hours * IF^2 * 100
 * where thresholdHR is the athlete's own (Settings > Zones & thresholds), else 0.89 * maxHR (lactate threshold sits
 * at 85-92 % of max; Friel), maxHR being the athlete's own, else 208 - 0.7 * age (Tanaka, Monahan & Seals 2001).
 *
 * Power method (Coggan's TSS; Allen & Coggan 2010), used first for a ride with normalised power when the athlete's
 * FTP is known (Settings > Zones & thresholds): IF = NP / FTP, load = hours * IF^2 * 100
 * (= seconds * NP * IF / (FTP * 3600) * 100), the same scale by construction.
 *
 * Session-RPE method (Foster et al. 2001: session load = CR-10 rating * minutes, in arbitrary units), used when the
 * activity has the athlete's RPE and no usable heart rate: load = RPE * minutes * 100 / 420, so that an hour at RPE 7
 * ("very hard", the rating of a threshold hour) is 100 points like an hour at threshold, and an hour at RPE 10 is 143,
 * matching the heart-rate method's cap (IF 1.2: 144).
 *
 * Duration method otherwise: load = hours * 100 * IF_sport^2, with an assumed steady aerobic intensity per sport:
 *   run IF 0.80 (64 points an hour), swim 0.75 (56), bike 0.72 (52), anything else 0.65 (42).
 * (Running costs more stress per hour than riding at the same effort: impact, no freewheeling.)
 */
export const SPORT_INTENSITY: Record<SportKey | 'other', number> = { run: 0.8, swim: 0.75, bike: 0.72, other: 0.65 };
export const THRESHOLD_OF_MAX = 0.89;
export const MAX_INTENSITY = 1.2;
/** The CR-10 rating of an hour at threshold: RPE * minutes / (7 * 60) * 100 is then on the hrTSS scale. */
export const THRESHOLD_RPE = 7;

export interface HeartRateProfile {
  max: number;
  threshold: number;
  /** Where the threshold comes from: the athlete's threshold HR, their max HR, or their age ('age' when omitted). */
  source?: HeartRateSource;
}

export interface LoadActivity {
  sport: SportKey | null;
  durationSecs: number;
  averageHeartRate: number | null;
  /** The athlete's session RPE (CR-10, 1-10), for logged sessions. */
  rpe?: number | null;
  /** Normalised power (W), for rides recorded with a power meter. */
  normalizedPower?: number | null;
}

/** Age-predicted max heart rate (Tanaka) and the threshold derived from it; null without a usable birthdate. */
export function heartRateFromAge(birthdate: string | null | undefined, onDay: string): HeartRateProfile | null {
  if (!birthdate || !/^\d{4}-\d{2}-\d{2}$/.test(birthdate)) return null;
  const age = ageOn(birthdate, onDay);
  if (age < 10 || age > 100) return null;
  const max = Math.round(208 - 0.7 * age);
  return { max, threshold: Math.round(max * THRESHOLD_OF_MAX) };
}

/** The athlete's own threshold HR first, then their own max HR, then their age (see the formula above). */
export function heartRateProfile(
  thresholds: Pick<ThresholdValues, 'maxHr' | 'thresholdHr'> | null,
  birthdate: string | null | undefined,
  onDay: string,
): HeartRateProfile | null {
  const fromAge = heartRateFromAge(birthdate, onDay);
  if (thresholds?.thresholdHr) {
    const max = thresholds.maxHr ?? fromAge?.max ?? Math.round(thresholds.thresholdHr / THRESHOLD_OF_MAX);
    return { max, threshold: thresholds.thresholdHr, source: 'thresholdHr' };
  }
  if (thresholds?.maxHr)
    return { max: thresholds.maxHr, threshold: Math.round(thresholds.maxHr * THRESHOLD_OF_MAX), source: 'maxHr' };
  return fromAge ? { ...fromAge, source: 'age' } : null;
}

export function ageOn(birthdate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthdate.slice(0, 4));
  return day.slice(5, 10) < birthdate.slice(5, 10) ? years - 1 : years;
}

/** A heart rate that a human body can hold as an activity's average; anything else is a sensor glitch. */
const plausibleAverage = (hr: number | null): hr is number =>
  hr !== null && Number.isFinite(hr) && hr >= 40 && hr <= 230;

/** A normalised power a rider can produce for a whole ride; anything else is a glitch. */
const plausiblePower = (np: number | null | undefined): np is number =>
  typeof np === 'number' && Number.isFinite(np) && np >= 30 && np <= 2000;
const plausibleRpe = (rpe: number | null | undefined): rpe is number =>
  typeof rpe === 'number' && Number.isFinite(rpe) && rpe >= 1 && rpe <= 10;

/** Training stress by the first method the activity's figures allow: power, heart rate, session RPE, duration. */
export function activityLoad(
  activity: LoadActivity,
  heartRate: HeartRateProfile | null,
  ftp: number | null = null,
): { load: number; method: LoadMethod } {
  const hours = Math.max(0, activity.durationSecs) / 3600;
  if (activity.sport === 'bike' && ftp && ftp > 0 && plausiblePower(activity.normalizedPower)) {
    const intensity = activity.normalizedPower / ftp;
    return { load: hours * intensity * intensity * 100, method: 'power' };
  }
  if (heartRate && plausibleAverage(activity.averageHeartRate)) {
    const intensity = Math.min(activity.averageHeartRate / heartRate.threshold, MAX_INTENSITY);
    return { load: hours * intensity * intensity * 100, method: 'heartRate' };
  }
  if (plausibleRpe(activity.rpe)) return { load: sessionRpeLoad(activity.rpe, hours * 60), method: 'rpe' };
  const intensity = SPORT_INTENSITY[activity.sport ?? 'other'];
  return { load: hours * intensity * intensity * 100, method: 'duration' };
}

/** Foster's session load (RPE * minutes, arbitrary units) on the hrTSS scale: an hour at RPE 7 is 100 points. */
export function sessionRpeLoad(rpe: number, minutes: number): number {
  return (rpe * minutes * 100) / (THRESHOLD_RPE * 60);
}
