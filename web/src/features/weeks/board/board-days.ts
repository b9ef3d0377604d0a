import type { WorkoutView } from '@shared/schemas/weeks';
import type { Weekday } from '@shared/schemas/training';
import { weekdayOf } from '@shared/calendar/weekdays';
import { addDays } from '@shared/calendar/days';
import { WEEK_DAYS } from '@shared/weeks/dates';
import { dateTimeFormat } from '../../../lib/intl';

export interface BoardDay {
  /** YYYY-MM-DD */
  day: string;
  weekday: Weekday;
  /** The droppable's id. */
  id: string;
  index: number;
  /** A day the athlete keeps free of training (not one of the plan's training days). */
  unavailable: boolean;
}

export const dayDropId = (day: string) => `day:${day}`;

/** The week's 7 days from its first day, with the plan's training days marked. */
export function boardDays(firstDay: string, trainingDays: readonly Weekday[] | null | undefined): BoardDay[] {
  return Array.from({ length: WEEK_DAYS }, (_, index) => {
    const day = addDays(firstDay, index);
    const weekday = weekdayOf(day);
    return {
      day,
      weekday,
      id: dayDropId(day),
      index,
      unavailable: Boolean(trainingDays?.length) && !trainingDays!.includes(weekday),
    };
  });
}

/** Workouts per day (in their stored order) and the ones without a day or outside the week. */
export function groupByDay(
  days: readonly BoardDay[],
  workouts: readonly WorkoutView[],
): { byDay: Map<string, WorkoutView[]>; unscheduled: WorkoutView[] } {
  const byDay = new Map(days.map((d) => [d.day, [] as WorkoutView[]]));
  const unscheduled: WorkoutView[] = [];
  for (const w of workouts) {
    const list = w.day ? byDay.get(w.day) : undefined;
    if (list) list.push(w);
    else unscheduled.push(w);
  }
  return { byDay, unscheduled };
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

const formatter = (lang: string, style: 'short' | 'long') =>
  dateTimeFormat(
    lang,
    style === 'short'
      ? { weekday: 'short', timeZone: 'UTC' }
      : { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
  );

/** "Tue" / "wt." in the athlete's language, whatever the browser's time zone. */
export const shortDayLabel = (day: string, lang: string) => formatter(lang, 'short').format(utc(day));

/** "Tuesday, 24 November" / "wtorek, 24 listopada". */
export const longDayLabel = (day: string, lang: string) => formatter(lang, 'long').format(utc(day));

/** The label as a heading or menu item starts: "Wtorek, 1 grudnia" (Polish day names are lower case mid-sentence). */
export const upperFirst = (text: string, lang: string) => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
