import type { DistanceComparison, VolumeWeek } from '../schemas/progress';
import { addDays, daysBetween } from '../calendar/days';
import { roundPerSport, zeroPerSport } from './sports';
import type { ProgressActivity } from './types';
import { WEEK_LENGTH } from './weeks';

/** The first day of the 7-day bucket holding `day`, buckets aligned to `anchor` (the plan's start). */
export function bucketStart(anchor: string, day: string): string {
  return addDays(anchor, Math.floor(daysBetween(anchor, day) / WEEK_LENGTH) * WEEK_LENGTH);
}

/** Done minutes and distance per sport for every 7-day bucket that overlaps [from, to], empty ones included. */
export function volumeByWeek(
  activities: readonly ProgressActivity[],
  anchor: string,
  from: string,
  to: string,
): VolumeWeek[] {
  const buckets = new Map<string, VolumeWeek>();
  for (let start = bucketStart(anchor, from); start <= to; start = addDays(start, WEEK_LENGTH)) {
    buckets.set(start, { firstDay: start, minutes: zeroPerSport(), distanceMeters: zeroPerSport() });
  }
  for (const a of activities) {
    if (!a.sport || a.day < from || a.day > to) continue;
    const bucket = buckets.get(bucketStart(anchor, a.day));
    if (!bucket) continue;
    bucket.minutes[a.sport] += a.durationSecs / 60;
    bucket.distanceMeters[a.sport] += a.distanceMeters ?? 0;
  }
  return [...buckets.values()].map((b) => ({
    ...b,
    minutes: roundPerSport(b.minutes),
    distanceMeters: roundPerSport(b.distanceMeters),
  }));
}

export const COMPARE_DAYS = 4 * WEEK_LENGTH;

/** Distance per sport over the last four weeks (ending on `asOf`) against the four weeks before. */
export function distanceComparison(activities: readonly ProgressActivity[], asOf: string): DistanceComparison {
  const recentFrom = addDays(asOf, -(COMPARE_DAYS - 1));
  const previousFrom = addDays(recentFrom, -COMPARE_DAYS);
  const previousTo = addDays(recentFrom, -1);
  const recent = zeroPerSport();
  const previous = zeroPerSport();
  for (const a of activities) {
    if (!a.sport || !a.distanceMeters) continue;
    if (a.day >= recentFrom && a.day <= asOf) recent[a.sport] += a.distanceMeters;
    else if (a.day >= previousFrom && a.day <= previousTo) previous[a.sport] += a.distanceMeters;
  }
  return {
    recent: { from: recentFrom, to: asOf, meters: roundPerSport(recent) },
    previous: { from: previousFrom, to: previousTo, meters: roundPerSport(previous) },
  };
}
