import { activitySport } from '../training/activity-match';

/** Two records start this close to be the same session... */
export const SAME_SESSION_START_MS = 2 * 60_000;
/** ...and their durations differ by at most this share of the longer one. */
export const SAME_SESSION_DURATION_SHARE = 0.1;

export interface SessionShape {
  activityType: string;
  /** ISO 8601. */
  startTime: string;
  durationInSeconds: number;
}

const sportOf = (activityType: string) => activitySport({ activityType }) ?? activityType.toUpperCase();

/**
 * The same session reached us twice (a watch push and an upload, a manual log and a file...): the same sport
 * (a Garmin 'LAP_SWIMMING' is a manual 'SWIMMING'), starting within 2 minutes, durations within 10 %.
 */
export function isSameSession(a: SessionShape, b: SessionShape): boolean {
  if (sportOf(a.activityType) !== sportOf(b.activityType)) return false;
  if (Math.abs(Date.parse(a.startTime) - Date.parse(b.startTime)) > SAME_SESSION_START_MS) return false;
  const longer = Math.max(a.durationInSeconds, b.durationInSeconds);
  return Math.abs(a.durationInSeconds - b.durationInSeconds) <= longer * SAME_SESSION_DURATION_SHARE;
}

/** Measured fields a record may carry: the one with more of them is kept when two records are one session. */
const MEASURED = [
  'distanceInMeters',
  'averageHeartRate',
  'maxHeartRate',
  'movingTimeInSeconds',
  'elevationGainInMeters',
  'averagePower',
  'normalizedPower',
  'poolLengthInMeters',
] as const;

export type MeasuredFields = Partial<Record<(typeof MEASURED)[number], number | null>> & { source: string };

export function richness(record: MeasuredFields): number {
  return MEASURED.filter((field) => record[field] !== null && record[field] !== undefined).length;
}

/** Whether the newcomer replaces the record already held: more measured fields, or as many from a device over a hand-typed log. */
export function replacesHeld(newcomer: MeasuredFields, held: MeasuredFields): boolean {
  const diff = richness(newcomer) - richness(held);
  if (diff !== 0) return diff > 0;
  return held.source === 'manual' && newcomer.source !== 'manual';
}
