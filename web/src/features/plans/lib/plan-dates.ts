/** Display rules for plan dates: dd/mm badges, en-GB ranges, phases in whole weeks. */
const DAY_MS = 24 * 60 * 60 * 1000;

function utc(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return new Date(utc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The athlete's calendar day, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** dd/mm */
export function dayMonth(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

/** firstDay to firstDay + 6, as dd/mm each. */
export function weekRange(firstDay: string): { from: string; to: string } {
  return { from: dayMonth(firstDay), to: dayMonth(addDays(firstDay, 6)) };
}

/** dd/mm/yyyy, the en-GB short date, independent of the browser's locale and time zone. */
export function enGbDate(day: string): string {
  return new Date(utc(day)).toLocaleDateString('en-GB', { timeZone: 'UTC' });
}

/** A phase's length in weeks, rounded up (both ends count). */
export function phaseWeeks(startDate: string, endDate: string): number {
  const days = Math.round((utc(endDate) - utc(startDate)) / DAY_MS) + 1;
  return Math.max(1, Math.ceil(days / 7));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** The coming Monday: today when today is a Monday. */
export function comingMonday(today: string): string {
  const weekday = (new Date(utc(today)).getUTCDay() + 6) % 7;
  return weekday === 0 ? today : addDays(today, 7 - weekday);
}
