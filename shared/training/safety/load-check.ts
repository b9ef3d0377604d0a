import { FITNESS_DAYS, loadSeries } from '../../progress/training-load';
import { addDays, daysBetween } from '../../calendar/days';
import { SAFETY_LIMITS } from './limits';

export type LimitStatus = 'ok' | 'over' | 'unknown';

/** One limit: the week's figure, the limit it is held to, and whether it keeps it ('unknown': too little history). */
export interface LimitReading {
  value: number | null;
  limit: number | null;
  status: LimitStatus;
}

export const LOAD_CHECK_KEYS = ['ramp', 'monotony', 'strain', 'form', 'restDays', 'hardDaysInARow'] as const;
export type LoadCheckKey = (typeof LOAD_CHECK_KEYS)[number];
export type LoadCheck = Record<LoadCheckKey, LimitReading>;

export interface WeekDayLoad {
  date: string;
  /** Recorded load for days gone by, planned load for the rest. */
  load: number;
  /** The day holds a hard session. */
  hard: boolean;
}

export interface LoadCheckInput {
  /** Daily load recorded before the week (days missing: no training). */
  history: ReadonlyMap<string, number>;
  /** The week's seven days, first day first. */
  days: readonly WeekDayLoad[];
  /** Seven training days chosen by an experienced athlete: no rest day is required. */
  restDayOptional?: boolean;
  /** A deliberate overreach (a training camp): the form floor does not apply. */
  plannedOverreach?: boolean;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits || 0;
const reading = (value: number | null, limit: number | null, over: boolean | null): LimitReading => ({
  value,
  limit,
  status: over === null ? 'unknown' : over ? 'over' : 'ok',
});

/** Foster's monotony: mean daily load over its standard deviation; a week of identical non-zero days is infinite. */
export function monotony(loads: readonly number[]): number {
  const mean = loads.reduce((a, b) => a + b, 0) / loads.length;
  if (mean === 0) return 0;
  const sd = Math.sqrt(loads.reduce((a, b) => a + (b - mean) ** 2, 0) / loads.length);
  return sd === 0 ? Infinity : mean / sd;
}

/** Foster's strain: the week's load times its monotony. */
export function strain(loads: readonly number[]): number {
  const m = monotony(loads);
  const total = loads.reduce((a, b) => a + b, 0);
  return total === 0 ? 0 : total * m;
}

function longestRun(flags: readonly boolean[]): number {
  let best = 0;
  let run = 0;
  for (const flag of flags) {
    run = flag ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

/** The week's loads from the history, for the `weeksBack`-th week before `firstDay`. */
function historyWeek(history: ReadonlyMap<string, number>, firstDay: string, weeksBack: number): number[] {
  const start = addDays(firstDay, -7 * weeksBack);
  return Array.from({ length: 7 }, (_, i) => history.get(addDays(start, i)) ?? 0);
}

/**
 * The recent peak the strain limit is taken from (0: no week with training): the highest of the weeks before
 * `firstDay`, each read as its strain but never under its load, the strain it would have at a monotony of 1. A week
 * trained on one or two days has a monotony far under 1, so its strain is a fraction of its load; without the floor
 * the same load on one more day would read as a spike (decision record 031).
 */
export function strainPeak(history: ReadonlyMap<string, number>, firstDay: string): number {
  return Math.max(
    0,
    ...Array.from({ length: SAFETY_LIMITS.strainPeakWeeks }, (_, i) => {
      const loads = historyWeek(history, firstDay, i + 1);
      return Math.max(
        strain(loads),
        loads.reduce((a, b) => a + b, 0),
      );
    }).filter(Number.isFinite),
  );
}

/**
 * The week against every safety limit. Ramp and form need the fitness window (42 days) of history before the week,
 * and strain needs an earlier week with training: without them they read 'unknown', never a verdict.
 */
export function loadCheck(input: LoadCheckInput): LoadCheck {
  const { history, days } = input;
  const firstDay = days[0].date;
  const lastDay = days[days.length - 1].date;
  const loads = days.map((d) => Math.max(0, d.load));

  const historyDays = [...history.entries()]
    .filter(([day, load]) => load > 0 && day < firstDay)
    .map(([day]) => day)
    .sort();
  const covered = historyDays.length > 0 && daysBetween(historyDays[0], firstDay) >= FITNESS_DAYS;
  const daily = new Map(history);
  for (const d of days) daily.set(d.date, Math.max(0, d.load));
  const start = historyDays[0] ?? firstDay;
  const series = loadSeries(daily, start < firstDay ? start : addDays(firstDay, -1), lastDay);
  const before = series.find((s) => s.date === addDays(firstDay, -1))?.fitness ?? 0;
  const week = series.filter((s) => s.date >= firstDay);
  const ramp = round((week.at(-1)?.fitness ?? 0) - before, 1);
  const lowestForm = round(Math.min(...week.map((s) => s.form)), 1);

  const weekMonotony = monotony(loads);
  const weekStrain = strain(loads);
  const peak = strainPeak(history, firstDay);
  const strainLimit = peak > 0 ? round(peak * SAFETY_LIMITS.strainOverPeak, 0) : null;

  const restDays = loads.filter((load) => load === 0).length;
  const restLimit = input.restDayOptional ? 0 : SAFETY_LIMITS.restDays;
  const hardRun = longestRun(days.map((d) => d.hard));

  return {
    ramp: reading(ramp, SAFETY_LIMITS.rampPerWeek, covered ? ramp > SAFETY_LIMITS.rampPerWeek : null),
    monotony: reading(
      Number.isFinite(weekMonotony) ? round(weekMonotony, 2) : null,
      SAFETY_LIMITS.monotony,
      weekMonotony >= SAFETY_LIMITS.monotony,
    ),
    strain: reading(
      Number.isFinite(weekStrain) ? round(weekStrain, 0) : null,
      strainLimit,
      strainLimit === null ? null : weekStrain > strainLimit,
    ),
    form: reading(
      lowestForm,
      input.plannedOverreach ? null : SAFETY_LIMITS.formFloor,
      covered && !input.plannedOverreach ? lowestForm < SAFETY_LIMITS.formFloor : null,
    ),
    restDays: reading(restDays, restLimit, restDays < restLimit),
    hardDaysInARow: reading(hardRun, SAFETY_LIMITS.hardDaysInARow, hardRun > SAFETY_LIMITS.hardDaysInARow),
  };
}

/**
 * The limits a change breaks: over after it and not over before, or over before and further over after (a change
 * may leave a week as it was, but never make a broken limit worse).
 */
export function limitsBroken(before: LoadCheck, after: LoadCheck): LoadCheckKey[] {
  return LOAD_CHECK_KEYS.filter((key) => {
    const was = before[key];
    const now = after[key];
    if (now.status !== 'over') return false;
    if (was.status !== 'over') return true;
    return worse(key, was.value, now.value);
  });
}

function worse(key: LoadCheckKey, was: number | null, now: number | null): boolean {
  if (now === null) return was !== null; // a finite monotony became infinite
  if (was === null) return false;
  // Rest days and form are limits from below: fewer, or lower, is worse.
  return key === 'restDays' || key === 'form' ? now < was : now > was;
}
