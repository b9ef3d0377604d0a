import type { Weekday } from '@shared/schemas/training';
import { weekdayOf } from '@shared/calendar/weekdays';
import type { LoadCheckKey } from '@shared/training/safety/load-check';
import type { Lang } from '@shared/training/types';

const EN_DAY: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
const PL_DAY: Record<Weekday, string> = {
  monday: 'poniedziałek',
  tuesday: 'wtorek',
  wednesday: 'środa',
  thursday: 'czwartek',
  friday: 'piątek',
  saturday: 'sobota',
  sunday: 'niedziela',
};
const EN_MONTH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const PL_MONTH = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
];
const EN_LIMIT: Record<LoadCheckKey, string> = {
  ramp: 'fitness ramp',
  monotony: 'monotony',
  strain: 'strain',
  form: 'lowest form',
  restDays: 'rest days',
  hardDaysInARow: 'hard days in a row',
};
const PL_LIMIT: Record<LoadCheckKey, string> = {
  ramp: 'przyrost formy (CTL)',
  monotony: 'monotonia',
  strain: 'obciążenie tygodnia',
  form: 'najniższa świeżość (TSB)',
  restDays: 'dni odpoczynku',
  hardDaysInARow: 'ciężkie dni z rzędu',
};

const dayOfMonth = (day: string) => Number(day.slice(8, 10));
const month = (day: string) => Number(day.slice(5, 7)) - 1;

const en = {
  day: (day: string) => `${EN_DAY[weekdayOf(day)]} ${dayOfMonth(day)} ${EN_MONTH[month(day)]}`,
  range: (from: string, to: string) =>
    from === to
      ? en.day(from)
      : month(from) === month(to)
        ? `${dayOfMonth(from)}-${dayOfMonth(to)} ${EN_MONTH[month(to)]}`
        : `${dayOfMonth(from)} ${EN_MONTH[month(from)]} - ${dayOfMonth(to)} ${EN_MONTH[month(to)]}`,
  restTitle: (day: string) => `Rest on ${en.day(day)}: you are ill`,
  restLine: (name: string, minutes: number) => `${name} (${minutes} min) is marked skipped because you are ill.`,
  moveTitle: (name: string) => `Move ${name}`,
  moveLine: (name: string, from: string, to: string) => `${name} moves from ${en.day(from)} to ${en.day(to)}.`,
  minutesTitle: (day: string, minutes: number) => `Only ${minutes} min on ${en.day(day)}`,
  shortenLine: (name: string, before: number, after: number) => `${name} is shortened from ${before} to ${after} min.`,
  skipNoTimeLine: (name: string) => `${name} is skipped: there is no time for it that day.`,
  moveForTimeLine: (name: string, from: string, to: string) =>
    `${name} is a key session of the week: it moves from ${en.day(from)} to ${en.day(to)}, where it fits.`,
  awayTitle: (from: string, to: string, note: string | null) => `Away ${en.range(from, to)}${note ? ` (${note})` : ''}`,
  blackoutLine: (from: string, to: string) =>
    `${en.range(from, to)} is added to your blocked-out days: nothing is planned then.`,
  refused: {
    past: (day: string) => `${en.day(day)} is already gone: nothing moves into the past.`,
    outsideWeek: (day: string, first: string, last: string) =>
      `${en.day(day)} is outside your current week (${en.day(first)} to ${en.day(last)}).`,
    notInWeek: 'That session is not in your current week.',
    done: (name: string) => `${name} is already done or reported.`,
    blackout: (day: string, note: string | null) => `${en.day(day)} is blocked out${note ? ` (${note})` : ''}.`,
    overMinutes: (day: string, minutes: number, total: number) =>
      `${en.day(day)} has only ${minutes} min for training, and the sessions would take ${total} min.`,
    noPool: (day: string) => `There is no pool on ${en.day(day)}.`,
    tooManySessions: (day: string) => `${en.day(day)} holds one session only.`,
    unavailable: (day: string) => `${en.day(day)} is not one of your training days.`,
    hardTogether: (name: string, other: string) =>
      `${name} is hard and would sit next to ${other}, another hard session: never two hard days in a row.`,
    limits: (keys: LoadCheckKey[]) =>
      `It would break a safety limit of the week: ${keys.map((k) => EN_LIMIT[k]).join(', ')}.`,
    badRange: 'The last day of the range comes before the first.',
    tooLong: (days: number) => `A blocked-out range lasts at most ${days} days.`,
    rangeOver: (from: string, to: string) => `${en.range(from, to)} is already over.`,
    tooManyBlackouts:
      'You already have as many blocked-out ranges as can be kept; remove an old one in Settings > Availability.',
  },
  nothing: {
    noWeek: 'There is no active training week to change yet.',
    nothingOnDay: (day: string) => `Nothing is planned on ${en.day(day)}: rest and get well.`,
    alreadyThere: (name: string, day: string) => `${name} is already on ${en.day(day)}.`,
    fits: (day: string, minutes: number) =>
      `The sessions of ${en.day(day)} already fit in ${minutes} min: nothing needs to change.`,
    notThisWeek: (day: string) => `${en.day(day)} is not in your current week: nothing planned there yet.`,
  },
};

const pl: typeof en = {
  day: (day: string) => `${PL_DAY[weekdayOf(day)]} ${dayOfMonth(day)} ${PL_MONTH[month(day)]}`,
  range: (from: string, to: string) =>
    from === to
      ? pl.day(from)
      : month(from) === month(to)
        ? `${dayOfMonth(from)}-${dayOfMonth(to)} ${PL_MONTH[month(to)]}`
        : `${dayOfMonth(from)} ${PL_MONTH[month(from)]} - ${dayOfMonth(to)} ${PL_MONTH[month(to)]}`,
  restTitle: (day: string) => `Odpoczynek (${pl.day(day)}): jesteś chory/chora`,
  restLine: (name: string, minutes: number) =>
    `${name} (${minutes} min) zostaje oznaczona jako pominięta z powodu choroby.`,
  moveTitle: (name: string) => `Przeniesienie: ${name}`,
  moveLine: (name: string, from: string, to: string) =>
    `${name}: przeniesiona z dnia ${pl.day(from)} na ${pl.day(to)}.`,
  minutesTitle: (day: string, minutes: number) => `Tylko ${minutes} min (${pl.day(day)})`,
  shortenLine: (name: string, before: number, after: number) => `${name}: skrócona z ${before} do ${after} min.`,
  skipNoTimeLine: (name: string) => `${name}: pominięta, bo tego dnia nie ma na nią czasu.`,
  moveForTimeLine: (name: string, from: string, to: string) =>
    `${name} to kluczowa sesja tygodnia: przeniesiona z dnia ${pl.day(from)} na ${pl.day(to)}, gdzie się mieści.`,
  awayTitle: (from: string, to: string, note: string | null) =>
    `Wyjazd ${pl.range(from, to)}${note ? ` (${note})` : ''}`,
  blackoutLine: (from: string, to: string) =>
    `${pl.range(from, to)}: dodane do dni wyłączonych z treningu, nic nie zostanie wtedy zaplanowane.`,
  refused: {
    past: (day: string) => `${pl.day(day)} już minął: nic nie jest przenoszone w przeszłość.`,
    outsideWeek: (day: string, first: string, last: string) =>
      `${pl.day(day)} wypada poza bieżącym tygodniem (${pl.day(first)} - ${pl.day(last)}).`,
    notInWeek: 'Tej sesji nie ma w bieżącym tygodniu.',
    done: (name: string) => `${name} jest już zrobiona lub zgłoszona.`,
    blackout: (day: string, note: string | null) =>
      `${pl.day(day)} jest wyłączony z treningu${note ? ` (${note})` : ''}.`,
    overMinutes: (day: string, minutes: number, total: number) =>
      `${pl.day(day)} ma na trening tylko ${minutes} min, a sesje zajęłyby ${total} min.`,
    noPool: (day: string) => `${pl.day(day)}: brak basenu.`,
    tooManySessions: (day: string) => `${pl.day(day)} mieści tylko jedną sesję.`,
    unavailable: (day: string) => `${pl.day(day)} nie jest Twoim dniem treningowym.`,
    hardTogether: (name: string, other: string) =>
      `${name} to ciężka sesja i sąsiadowałaby z inną ciężką (${other}): nigdy dwa ciężkie dni z rzędu.`,
    limits: (keys: LoadCheckKey[]) =>
      `To przekroczyłoby limit bezpieczeństwa tygodnia: ${keys.map((k) => PL_LIMIT[k]).join(', ')}.`,
    badRange: 'Ostatni dzień zakresu wypada przed pierwszym.',
    tooLong: (days: number) => `Zakres wyłączonych dni może trwać najwyżej ${days} dni.`,
    rangeOver: (from: string, to: string) => `${pl.range(from, to)} już minęło.`,
    tooManyBlackouts: 'Masz już maksymalną liczbę zakresów wyłączonych dni; usuń stary w Ustawieniach > Dostępność.',
  },
  nothing: {
    noWeek: 'Nie ma jeszcze aktywnego tygodnia treningowego do zmiany.',
    nothingOnDay: (day: string) => `Na ${pl.day(day)} nic nie jest zaplanowane: odpocznij i wracaj do zdrowia.`,
    alreadyThere: (name: string, day: string) => `${name} jest już zaplanowana na ${pl.day(day)}.`,
    fits: (day: string, minutes: number) =>
      `Sesje z dnia ${pl.day(day)} mieszczą się już w ${minutes} min: nic nie trzeba zmieniać.`,
    notThisWeek: (day: string) => `${pl.day(day)} nie należy do bieżącego tygodnia: nic jeszcze tam nie zaplanowano.`,
  },
};

/** The proposals' sentences in the athlete's language (the card shows them as they are). */
export const proposalTexts = (lang: Lang) => (lang === 'pl' ? pl : en);
export type ProposalTexts = typeof en;
