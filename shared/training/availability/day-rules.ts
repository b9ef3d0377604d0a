import type { Availability, Blackout } from '../../schemas/availability';
import type { WorkoutSport } from '../../schemas/training';
import { weekdayOf } from '../../calendar/weekdays';

/** What a day allows: no training on a blackout day, at most `minutes` (null: no limit), one or two sessions, a pool or not. */
export interface DayAllowance {
  blackout: Blackout | null;
  minutes: number | null;
  maxSessions: 1 | 2;
  pool: boolean;
}

export function blackoutOn(availability: Availability | null | undefined, day: string): Blackout | null {
  return availability?.blackouts.find((b) => b.from <= day && day <= b.to) ?? null;
}

export function dayAllowance(availability: Availability | null | undefined, day: string): DayAllowance {
  const weekday = weekdayOf(day);
  const minutes = availability?.minutesByWeekday[weekday];
  return {
    blackout: blackoutOn(availability, day),
    minutes: minutes ?? null,
    maxSessions: availability?.twoSessionDays.includes(weekday) ? 2 : 1,
    // No pool days listed: the athlete swims wherever they like.
    pool: !availability?.poolDays.length || availability.poolDays.includes(weekday),
  };
}

/** A session as the availability sees it: its sport and its length. */
export interface DaySession {
  sport: WorkoutSport;
  minutes: number;
}

export type AvailabilityBreach = 'blackout' | 'overMinutes' | 'noPool' | 'tooManySessions';

/**
 * What a day's sessions break of its allowance. `countSessions`: also hold the day to one session (two on a
 * two-session day); a week the coach planned with a brick may hold two, so a check of a day as it was planned does not.
 */
export function dayBreaches(
  allowance: DayAllowance,
  sessions: readonly DaySession[],
  countSessions = true,
): AvailabilityBreach[] {
  if (!sessions.length) return [];
  const breaches: AvailabilityBreach[] = [];
  if (allowance.blackout) breaches.push('blackout');
  const total = sessions.reduce((t, s) => t + s.minutes, 0);
  if (allowance.minutes !== null && total > allowance.minutes) breaches.push('overMinutes');
  if (!allowance.pool && sessions.some((s) => s.sport === 'SWIMMING')) breaches.push('noPool');
  if (countSessions && sessions.length > allowance.maxSessions) breaches.push('tooManySessions');
  return breaches;
}

export const sessionMinutes = (details: { estimatedDurationInSecs: number }) =>
  Math.round(details.estimatedDurationInSecs / 60);
