import type { Weekday } from '../../schemas/training';
import { weekdayOf } from '../../calendar/weekdays';
import type { Lang } from '../types';
import type { ReplanChange, ReplanReasonCode } from './types';

/** What a sentence needs besides the change: the sessions' names, the day's minutes and the blackout's note. */
export interface ExplainContext {
  name: (workoutId: string) => string;
  minutesOn?: (day: string) => number | null;
  blackoutNote?: (day: string) => string | null;
}

const EN_DAY: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
// Polish: "from Monday" takes the genitive-like "z poniedziałku", "to Monday" the accusative "na poniedziałek".
const PL_FROM: Record<Weekday, string> = {
  monday: 'z poniedziałku',
  tuesday: 'z wtorku',
  wednesday: 'ze środy',
  thursday: 'z czwartku',
  friday: 'z piątku',
  saturday: 'z soboty',
  sunday: 'z niedzieli',
};
const PL_TO: Record<Weekday, string> = {
  monday: 'na poniedziałek',
  tuesday: 'na wtorek',
  wednesday: 'na środę',
  thursday: 'na czwartek',
  friday: 'na piątek',
  saturday: 'na sobotę',
  sunday: 'na niedzielę',
};
const PL_ON: Record<Weekday, string> = {
  monday: 'w poniedziałek',
  tuesday: 'we wtorek',
  wednesday: 'w środę',
  thursday: 'w czwartek',
  friday: 'w piątek',
  saturday: 'w sobotę',
  sunday: 'w niedzielę',
};

function enCause(reason: ReplanReasonCode, day: string, ctx: ExplainContext): string {
  const on = EN_DAY[weekdayOf(day)];
  const note = ctx.blackoutNote?.(day);
  switch (reason) {
    case 'missedKey':
      return 'it is a key session of the week and you skipped it';
    case 'notDoneKey':
      return 'it is a key session of the week and nothing was recorded for it by the end of its day';
    case 'blackout':
      return `${on} is blocked out${note ? ` (${note})` : ''}`;
    case 'overMinutes':
      return `${on} has only ${ctx.minutesOn?.(day) ?? 0} min for training`;
    case 'noPool':
      return `there is no pool on ${on}`;
    case 'tooManySessions':
      return `${on} holds one session only`;
    case 'hardTogether':
      return 'it sat next to another hard day';
    case 'makeRoom':
      return 'it makes room for a key session';
    case 'noLegalDay':
      return 'no day of the week can hold it';
  }
}

function plCause(reason: ReplanReasonCode, day: string, ctx: ExplainContext): string {
  const weekday = weekdayOf(day);
  const note = ctx.blackoutNote?.(day);
  switch (reason) {
    case 'missedKey':
      return 'to kluczowa sesja tygodnia, a została pominięta';
    case 'notDoneKey':
      return 'to kluczowa sesja tygodnia, a do końca jej dnia nic dla niej nie zarejestrowano';
    case 'blackout':
      return `${PL_ON[weekday]} nie możesz trenować${note ? ` (${note})` : ''}`;
    case 'overMinutes':
      return `${PL_ON[weekday]} masz na trening tylko ${ctx.minutesOn?.(day) ?? 0} min`;
    case 'noPool':
      return `${PL_ON[weekday]} nie masz basenu`;
    case 'tooManySessions':
      return `${PL_ON[weekday]} mieści się tylko jedna sesja`;
    case 'hardTogether':
      return 'sąsiadowała z innym ciężkim dniem';
    case 'makeRoom':
      return 'robi miejsce dla kluczowej sesji';
    case 'noLegalDay':
      return 'żaden dzień tygodnia jej nie pomieści';
  }
}

/** One sentence per change, with its reason, in the athlete's language. */
export function explainChange(change: ReplanChange, ctx: ExplainContext, lang: Lang): string {
  const name = ctx.name(change.workoutId);
  const from = weekdayOf(change.from);
  if (lang === 'pl') {
    if (change.kind === 'shorten')
      return `${name} (${PL_ON[from]}) skrócona do ${change.minutes} min, bo ${plCause(change.reason, change.from, ctx)}; rozgrzewka i schłodzenie zostają.`;
    if (change.kind === 'move')
      return `${name}: przeniesiona ${PL_FROM[from]} ${PL_TO[weekdayOf(change.to)]}, bo ${plCause(change.reason, change.from, ctx)}.`;
    if (change.reason === 'makeRoom')
      return `${name} (${PL_ON[from]}) wypada, aby zrobić miejsce dla sesji „${change.forKey ? ctx.name(change.forKey) : ''}” bez dokładania pominiętej objętości.`;
    return `${name} (${PL_ON[from]}) wypada, bo ${plCause(change.reason, change.from, ctx)}, a żaden inny dzień tego tygodnia jej nie pomieści.`;
  }
  if (change.kind === 'shorten')
    return `${name} on ${EN_DAY[from]} is shortened to ${change.minutes} min: ${enCause(change.reason, change.from, ctx)}; the warm-up and cool-down stay.`;
  if (change.kind === 'move')
    return `${name} moves from ${EN_DAY[from]} to ${EN_DAY[weekdayOf(change.to)]}: ${enCause(change.reason, change.from, ctx)}.`;
  if (change.reason === 'makeRoom')
    return `${name} on ${EN_DAY[from]} is dropped to make room for ${change.forKey ? ctx.name(change.forKey) : 'a key session'}, so the missed volume is not added on top.`;
  return `${name} on ${EN_DAY[from]} is dropped: ${enCause(change.reason, change.from, ctx)} and no other day this week can hold it.`;
}
