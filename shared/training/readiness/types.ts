/** The morning check-in: each item 1 (worst) to 5 (best), so a low number is always the worrying one. */
export interface CheckIn {
  /** 1 = slept very badly, 5 = slept very well. */
  sleep: number;
  /** 1 = exhausted, 5 = fresh. */
  fatigue: number;
  /** 1 = very sore, 5 = not sore at all. */
  soreness: number;
  /** 1 = very stressed, 5 = relaxed. */
  stress: number;
  /** 1 = no wish to train, 5 = eager. */
  motivation: number;
  /** The athlete says they are ill today. */
  sick?: boolean;
  /** Typed in by the athlete (a chest strap or an app's morning reading). */
  restingHr?: number | null;
  hrvRmssd?: number | null;
}

/** What a watch (Garmin's Health API) delivered for one day. */
export interface WatchDay {
  restingHr?: number | null;
  /** Average stress level of the day, 0-100 (Garmin). */
  stress?: number | null;
  /** Overnight HRV (rMSSD, ms). */
  hrvRmssd?: number | null;
  sleepSeconds?: number | null;
  /** 0-100 (Garmin's overall sleep score). */
  sleepScore?: number | null;
}

/** Everything known of one day. */
export interface ReadinessDay {
  date: string;
  checkIn?: CheckIn | null;
  watch?: WatchDay | null;
}

export const VERDICTS = ['ready', 'caution', 'rest'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** 0 = nothing to say, 1 = a reason for caution, 2 = a reason to rest. */
export type Level = 0 | 1 | 2;

export type DriverKind = 'hrv' | 'restingHr' | 'sleep' | 'fatigue' | 'soreness' | 'stress' | 'motivation' | 'sick';

/** One thing that drove the reading: HRV and resting HR carry the change against the baseline. */
export interface Driver {
  kind: DriverKind;
  level: Level;
  /** hrv: the 7-day mean's change against the baseline in % of rMSSD (negative = under); restingHr: bpm over it. */
  change?: number;
  /** The check-in value (1-5) or the watch's, when that is what said it. */
  value?: number;
  source?: 'check-in' | 'watch';
}

export interface Reading {
  date: string;
  /** null: fewer than MIN_BASELINE_DAYS valid days before today, so no verdict. */
  verdict: Verdict | null;
  drivers: Driver[];
  /** Valid days before today (a check-in, an HRV or a resting HR reading) within the baseline window. */
  baselineDays: number;
  /** The check-in says sick: rest is proposed even without a verdict (it is the athlete's word, not a comparison). */
  sick: boolean;
}
