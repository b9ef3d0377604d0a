import type { Weekday } from '../schemas/training';

export const WEEKDAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const DAY_MS = 86_400_000;

/** Days since the epoch for a YYYY-MM-DD string (UTC calendar arithmetic, no clock involved). */
export function dayIndex(day: string): number {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}

export function fromDayIndex(index: number): string {
  return new Date(index * DAY_MS).toISOString().slice(0, 10);
}

/** One implementation of calendar arithmetic: shared/weeks/dates.ts. */
export { addDays } from '../weeks/dates';

export function diffDays(later: string, earlier: string): number {
  return dayIndex(later) - dayIndex(earlier);
}

export function weekdayOf(day: string): Weekday {
  // 1970-01-01 was a Thursday (index 3 in a Monday-first week).
  return WEEKDAYS[(((dayIndex(day) + 3) % 7) + 7) % 7];
}

/** 1-based number of the plan week that contains `day`, weeks counted from planStarts. */
export function weekNumberFor(planStarts: string, day: string): number {
  return Math.floor(diffDays(day, planStarts) / 7) + 1;
}

export function parseWeekday(name: string | null | undefined): Weekday | null {
  const n = (name ?? '').trim().toLowerCase();
  return (WEEKDAYS as string[]).includes(n) ? (n as Weekday) : null;
}

export function isIsoDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && fromDayIndex(dayIndex(day)) === day;
}
