/** Calendar arithmetic on YYYY-MM-DD days, in UTC: no daylight-saving surprises and no clock involved. */
const DAY_MS = 86_400_000;

/** Days since 1970-01-01. */
export function dayIndex(day: string): number {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return Math.round(date.getTime() / DAY_MS);
}

export function fromDayIndex(index: number): string {
  return new Date(index * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return fromDayIndex(dayIndex(day) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayIndex(to) - dayIndex(from);
}

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && fromDayIndex(dayIndex(day)) === day;
}

/** A local Date as YYYY-MM-DD (the athlete's calendar day, not UTC). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** dd/mm */
export function dayMonth(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}
