import { weekdayName } from '@shared/weeks/dates';

// Read off the day's weekday name instead of through Intl: the week's lists would otherwise pay the browser's first
// locale-data load (a long task on a phone) for English weekday names.
const capitalised = (day: string) => {
  const name = weekdayName(day);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** The en-US short weekday of a YYYY-MM-DD day ("Mon"), whatever the browser's locale or time zone. */
export function shortWeekday(day: string): string {
  return capitalised(day).slice(0, 3);
}

/** The en-US long weekday ("Monday"). */
export function longWeekday(day: string): string {
  return capitalised(day);
}

/** Seconds as whole minutes. */
export const minutes = (seconds: number) => Math.round(seconds / 60);
