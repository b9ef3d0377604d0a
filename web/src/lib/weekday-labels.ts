import type { TFunction } from 'i18next';
import { weekdayOf } from '@shared/calendar/weekdays';

// Read off the day's weekday name instead of through Intl: the week's lists would otherwise pay the browser's first
// locale-data load (a long task on a phone) for the weekday names.

/** The short weekday of a YYYY-MM-DD day in the reader's language ("Mon" in English, the seed's en-US label; "Pn"). */
export function shortWeekday(day: string, t: TFunction): string {
  return t(`plans.weekdaysShort.${weekdayOf(day)}`);
}

/** The long weekday in the reader's language ("Monday", "Poniedziałek"). */
export function weekdayLabel(day: string, t: TFunction): string {
  return t(`plans.weekdays.${weekdayOf(day)}`);
}

/** The en-US long weekday ("Monday") the API takes, whatever the reader's language. */
export function longWeekday(day: string): string {
  const name = weekdayOf(day);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Seconds as whole minutes. */
export const minutes = (seconds: number) => Math.round(seconds / 60);
