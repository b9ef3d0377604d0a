import { addDays, dayIndex } from './days';

/** The one list of weekdays, Monday first (the schemas' enum is built from it). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
const WEEK_LENGTH = WEEKDAYS.length;

/** 0 = monday ... 6 = sunday. */
export function weekdayIndex(day: string): number {
  // 1970-01-01 was a Thursday (index 3 in a Monday-first week).
  return (((dayIndex(day) + 3) % WEEK_LENGTH) + WEEK_LENGTH) % WEEK_LENGTH;
}

export function weekdayOf(day: string): Weekday {
  return WEEKDAYS[weekdayIndex(day)];
}

/** A weekday's name as typed ('Monday ', 'friday'), or null for anything else. */
export function parseWeekday(name: string | null | undefined): Weekday | null {
  const n = (name ?? '').trim().toLowerCase();
  return (WEEKDAYS as readonly string[]).includes(n) ? (n as Weekday) : null;
}

/** The Monday strictly after `today` (1 to 7 days ahead): where a new week starts when none came before. */
export function mondayAfter(today: string): string {
  return addDays(today, WEEK_LENGTH - weekdayIndex(today));
}

/** `today` when it is a Monday, else the Monday after: where a new plan starts. */
export function mondayOnOrAfter(today: string): string {
  return weekdayIndex(today) === 0 ? today : mondayAfter(today);
}

/** The next occurrence of a weekday, at least 1 and at most 7 days ahead (the flow week's planning rule). */
export function assignDate(weekday: Weekday, today: string): string {
  const diff = (WEEKDAYS.indexOf(weekday) - weekdayIndex(today) + WEEK_LENGTH) % WEEK_LENGTH;
  return addDays(today, diff === 0 ? WEEK_LENGTH : diff);
}

/**
 * The chosen weekday's day inside the week that starts on `firstDay`: a workout assigned to a weekday stays in its
 * own week. In the current week this is the next occurrence for the days still ahead; a day already gone (or today)
 * stays in the week too, where "1 to 7 days ahead" would leave it.
 */
export function assignDateInWeek(weekday: Weekday, firstDay: string): string {
  return addDays(firstDay, (WEEKDAYS.indexOf(weekday) - weekdayIndex(firstDay) + WEEK_LENGTH) % WEEK_LENGTH);
}
