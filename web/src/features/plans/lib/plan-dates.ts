import { dayMonth, daysBetween } from '@shared/calendar/days';

/** Display rules for plan dates: en-GB dates and phases in whole weeks. Calendar arithmetic is shared/calendar. */
/**
 * dd/mm/yyyy, the en-GB short date, independent of the browser's locale and time zone. Read off the ISO day rather
 * than through Intl: the dashboard's first render would otherwise pay the browser's first locale-data load (~30 ms,
 * several times that on a slow phone) for one date.
 */
export function enGbDate(day: string): string {
  return `${dayMonth(day)}/${day.slice(0, 4)}`;
}

/** A phase's length in weeks, rounded up (both ends count). */
export function phaseWeeks(startDate: string, endDate: string): number {
  const days = daysBetween(startDate, endDate) + 1;
  return Math.max(1, Math.ceil(days / 7));
}
