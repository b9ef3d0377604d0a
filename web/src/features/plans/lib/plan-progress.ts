import { daysBetween } from '@shared/calendar/days';

/** Whole weeks left until the event (0 once it is today or past). */
export function weeksRemaining(eventDate: string, today: string): number {
  return Math.max(0, Math.ceil(daysBetween(today, eventDate) / 7));
}

/** Seed 001: 100 minus (weeks remaining / total weeks, as a percentage), clamped to 0-100. */
export function progressPercentage(totalWeeks: number, remaining: number): number {
  if (!Number.isFinite(totalWeeks) || totalWeeks <= 0) return 0;
  const value = 100 - (remaining / totalWeeks) * 100;
  return Math.round(Math.min(100, Math.max(0, value)));
}
