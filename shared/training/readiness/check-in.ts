import type { CheckIn, Driver, Level, WatchDay } from './types';

export const CHECK_IN_ITEMS = ['sleep', 'fatigue', 'soreness', 'stress', 'motivation'] as const;
export type CheckInItem = (typeof CHECK_IN_ITEMS)[number];

/**
 * The wellness items (after Hooper & Mackinnon 1995 and McLean et al. 2010, on a 1-5 scale with 5 the best): 2 or
 * less is a reason for caution; the worst mark on sleep, fatigue or soreness, the items tied to recovery, a reason to rest.
 */
export const POOR_AT = 2;
const RECOVERY_ITEMS: readonly CheckInItem[] = ['sleep', 'fatigue', 'soreness'];

/** Garmin's sleep score under 60 is 'poor'; a day's average stress over 50 is 'medium' or 'high'. */
export const POOR_SLEEP_SCORE = 60;
export const HIGH_STRESS = 50;

export function checkInDrivers(checkIn: CheckIn | null | undefined, watch: WatchDay | null | undefined): Driver[] {
  const drivers: Driver[] = [];
  if (checkIn?.sick) drivers.push({ kind: 'sick', level: 2, source: 'check-in' });
  if (checkIn) {
    for (const item of CHECK_IN_ITEMS) {
      const value = checkIn[item];
      if (value > POOR_AT) continue;
      const level: Level = value === 1 && RECOVERY_ITEMS.includes(item) ? 2 : 1;
      drivers.push({ kind: item, level, value, source: 'check-in' });
    }
    return drivers;
  }
  // Without a check-in the watch's night and day speak for sleep and stress.
  if (typeof watch?.sleepScore === 'number' && watch.sleepScore < POOR_SLEEP_SCORE)
    drivers.push({ kind: 'sleep', level: 1, value: watch.sleepScore, source: 'watch' });
  if (typeof watch?.stress === 'number' && watch.stress > HIGH_STRESS)
    drivers.push({ kind: 'stress', level: 1, value: watch.stress, source: 'watch' });
  return drivers;
}
