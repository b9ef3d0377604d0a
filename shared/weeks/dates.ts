/** Calendar arithmetic on YYYY-MM-DD days (UTC, so no daylight-saving surprises). */
export const WEEK_DAYS = 7;
export const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = monday ... 6 = sunday. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function weekdayName(day: string): WeekdayName {
  return WEEKDAY_NAMES[weekdayIndex(day)]!;
}

/** A local Date as YYYY-MM-DD (the athlete's calendar day, not UTC). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The Monday strictly after `today` (1 to 7 days ahead): where a new week starts when none came before. */
export function mondayAfter(today: string): string {
  return addDays(today, 7 - weekdayIndex(today));
}

/** `today` when it is a Monday, else the Monday after: where a new plan starts. */
export function mondayOnOrAfter(today: string): string {
  return weekdayIndex(today) === 0 ? today : mondayAfter(today);
}

export interface WeekLike {
  firstDay: string;
  deleted?: boolean;
  status?: string;
}

/**
 * Seed 001 section 4: the plan start when no weeks exist (and the plan has one), else the last non-deleted
 * week's firstDay plus 7, else the next Monday. A week whose generation failed was never lived, so it does not count.
 */
export function nextWeekFirstDay(input: { weeks: readonly WeekLike[]; planStarts?: string | null; today: string }): string {
  const counted = input.weeks.filter((w) => !w.deleted && w.status !== 'failed');
  if (input.weeks.length === 0 && input.planStarts) return input.planStarts;
  const last = counted.map((w) => w.firstDay).sort().at(-1);
  if (last) return addDays(last, WEEK_DAYS);
  return mondayAfter(input.today);
}

/** The next occurrence of a weekday, at least 1 and at most 7 days ahead (the flow week's planning rule). */
export function assignDate(weekday: WeekdayName, today: string): string {
  const diff = (WEEKDAY_NAMES.indexOf(weekday) - weekdayIndex(today) + WEEK_DAYS) % WEEK_DAYS;
  return addDays(today, diff === 0 ? WEEK_DAYS : diff);
}

/**
 * The chosen weekday's day inside the week that starts on `firstDay`: a workout assigned to a weekday stays in its
 * own week. In the current week this is the seed's next occurrence for the days still ahead; a day already gone
 * (or today) stays in the week too, where the seed's 1-7 days ahead would leave it.
 */
export function assignDateInWeek(weekday: WeekdayName, firstDay: string): string {
  return addDays(firstDay, (WEEKDAY_NAMES.indexOf(weekday) - weekdayIndex(firstDay) + WEEK_DAYS) % WEEK_DAYS);
}

/** dd/mm */
export function dayMonth(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

/** 'dd/mm - dd/mm' across the 7 days of a week. */
export function weekLabel(firstDay: string): { from: string; to: string } {
  return { from: dayMonth(firstDay), to: dayMonth(addDays(firstDay, WEEK_DAYS - 1)) };
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The week's last day: the summary is offered from then on. */
export function summaryFrom(firstDay: string): string {
  return addDays(firstDay, WEEK_DAYS - 1);
}

/** The summary is offered from firstDay + 6 days on. */
export function summaryOffered(firstDay: string, today: string): boolean {
  return today >= summaryFrom(firstDay);
}

/** UTC+14 (Kiribati) is the furthest ahead any clock runs. */
const LATEST_UTC_OFFSET_MS = 14 * 3_600_000;

/**
 * The calendar day of the time zone that is furthest ahead. The server does not know the athlete's zone, and the
 * screen offers the summary by the athlete's local day: checked against this day, the server never refuses what
 * the screen offered, and still refuses anything earlier than the week's last day anywhere on Earth.
 */
export function latestDayOnEarth(now: Date): string {
  return new Date(now.getTime() + LATEST_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether an ISO timestamp falls in the week: firstDay 00:00 to firstDay + 6 23:59:59 (the athlete's local days). */
export function inWeek(startTime: string, firstDay: string, toLocalDay: (iso: string) => string = (iso) => iso.slice(0, 10)): boolean {
  const day = toLocalDay(startTime);
  return day >= firstDay && day <= addDays(firstDay, WEEK_DAYS - 1);
}
