import type { WatchDay } from '@shared/training/readiness';
import type { WatchPart } from '../readiness/readiness-repository';
import type { HealthPushKind } from './push-inbox';

/**
 * The fields of Garmin's Health API summaries the readiness check reads (Health API 1.2.x field names; the same
 * summaries as documented field by field in RADAR-base's Garmin push schemas):
 * - dailies: `restingHeartRateInBeatsPerMinute`, `averageStressLevel` (1-100, -1 = not enough data);
 * - sleeps: `durationInSeconds`, `overallSleepScore.value` (0-100);
 * - hrv: `lastNightAvg` (the night's average HRV, ms).
 * Each names its day in `calendarDate` (the device's local date).
 */
export interface GarminHealthSummary {
  userId?: unknown;
  summaryId?: unknown;
  calendarDate?: unknown;
  restingHeartRateInBeatsPerMinute?: unknown;
  averageStressLevel?: unknown;
  durationInSeconds?: unknown;
  overallSleepScore?: unknown;
  lastNightAvg?: unknown;
}

export const PART_OF: Record<HealthPushKind, WatchPart> = { dailies: 'daily', sleeps: 'sleep', hrv: 'hrv' };
export const LIST_OF: Record<HealthPushKind, 'dailies' | 'sleeps' | 'hrv'> = {
  dailies: 'dailies',
  sleeps: 'sleeps',
  hrv: 'hrv',
};

const num = (v: unknown, min: number, max: number): number | null =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : null;

/** The values one summary gives the day, or null when it gives none worth storing. */
export function watchValues(kind: HealthPushKind, s: GarminHealthSummary): WatchDay | null {
  if (kind === 'dailies') {
    const values = {
      restingHr: num(s.restingHeartRateInBeatsPerMinute, 25, 130),
      stress: num(s.averageStressLevel, 1, 100),
    };
    return values.restingHr === null && values.stress === null ? null : values;
  }
  if (kind === 'sleeps') {
    const score = num((s.overallSleepScore as { value?: unknown } | undefined)?.value, 0, 100);
    const values = { sleepSeconds: num(s.durationInSeconds, 0, 24 * 3600), sleepScore: score };
    return values.sleepSeconds === null && values.sleepScore === null ? null : values;
  }
  const hrv = num(s.lastNightAvg, 5, 300);
  return hrv === null ? null : { hrvRmssd: hrv };
}
