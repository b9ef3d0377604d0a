/** The week's own rules on calendar days; the arithmetic itself is shared/calendar. */
import { addDays, dayMonth, daysBetween } from '../calendar/days';
import { mondayAfter } from '../calendar/weekdays';

export const WEEK_DAYS = 7;

export interface WeekLike {
  firstDay: string;
  deleted?: boolean;
  status?: string;
}

/**
 * The plan start when no weeks exist (and the plan has one), else the last non-deleted week's firstDay plus 7, else
 * the next Monday. A week whose generation failed was never lived, so it does not count.
 */
export function nextWeekFirstDay(input: {
  weeks: readonly WeekLike[];
  planStarts?: string | null;
  today: string;
}): string {
  const counted = input.weeks.filter((w) => !w.deleted && w.status !== 'failed');
  if (input.weeks.length === 0 && input.planStarts) return input.planStarts;
  const last = counted
    .map((w) => w.firstDay)
    .sort()
    .at(-1);
  if (last) return addDays(last, WEEK_DAYS);
  return mondayAfter(input.today);
}

/** 1-based number of the plan week that contains `day`, weeks counted from planStarts. */
export function weekNumberFor(planStarts: string, day: string): number {
  return Math.floor(daysBetween(planStarts, day) / WEEK_DAYS) + 1;
}

/** 'dd/mm - dd/mm' across the 7 days of a week. */
export function weekLabel(firstDay: string): { from: string; to: string } {
  return { from: dayMonth(firstDay), to: dayMonth(addDays(firstDay, WEEK_DAYS - 1)) };
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
export function inWeek(
  startTime: string,
  firstDay: string,
  toLocalDay: (iso: string) => string = (iso) => iso.slice(0, 10),
): boolean {
  const day = toLocalDay(startTime);
  return day >= firstDay && day <= addDays(firstDay, WEEK_DAYS - 1);
}
