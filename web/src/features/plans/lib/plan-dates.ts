/** Display rules for plan dates: en-GB dates and phases in whole weeks. Calendar arithmetic is shared/weeks/dates.ts. */
const DAY_MS = 24 * 60 * 60 * 1000;

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** dd/mm/yyyy, the en-GB short date, independent of the browser's locale and time zone. */
export function enGbDate(day: string): string {
  return new Date(utc(day)).toLocaleDateString('en-GB', { timeZone: 'UTC' });
}

/** A phase's length in weeks, rounded up (both ends count). */
export function phaseWeeks(startDate: string, endDate: string): number {
  const days = Math.round((utc(endDate) - utc(startDate)) / DAY_MS) + 1;
  return Math.max(1, Math.ceil(days / 7));
}
