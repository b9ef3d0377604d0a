import { addDays } from '../calendar/days';

/**
 * One rule for every page and every way an activity arrives: a recorded activity lies on or before
 * the latest day it is anywhere on Earth right now (UTC's today plus one day for the time zones ahead of UTC). A
 * later one is refused when it arrives, so no page counts it: not Progress, not the dashboard, not a week's
 * completion. Days are compared, not instants: a session logged without a time starts at noon of its day.
 */
export function latestActivityDay(now: Date): string {
  return addDays(now.toISOString().slice(0, 10), 1);
}

export function isFutureDated(startTimeIso: string, now: Date): boolean {
  return startTimeIso.slice(0, 10) > latestActivityDay(now);
}

export const FUTURE_ACTIVITY_MESSAGE = 'An activity cannot be dated in the future';
