import { FATIGUE_DAYS, FITNESS_DAYS } from '../../progress/training-load';
import { monotony, strain } from './load-check';
import { SAFETY_LIMITS } from './limits';
import type { LoadStart } from './load-start';

/**
 * The week builder's own load check (decision record 029): a built week is read as if the athlete had trained its
 * shape before, at the volumes of the weeks before it, and reshaped while it would break the monotony or form limit.
 * The builder knows the earlier weeks' minutes, not their daily load, so it aims a margin inside the limits.
 */
export const SHAPE_TARGET = {
  /** Monotony aimed for: under Foster's 2.0 with room for the difference between planned and real weeks. */
  monotony: SAFETY_LIMITS.monotony - 0.1,
  /** Lowest form aimed for: over Allen & Coggan's -30 with the same room. */
  form: SAFETY_LIMITS.formFloor + 3,
  /** Strain aimed for, as a share of the recent peak: under the limit's 1.1 with room for the same difference. */
  strainOverPeak: SAFETY_LIMITS.strainOverPeak * 0.97,
} as const;

const WARM_UP_WEEKS = 3;

export interface ShapeReading {
  monotony: number;
  /** Lowest form (TSB) of the week's days. */
  lowestForm: number;
  /** Foster's strain of the week and the most it may be (null: no recent peak to hold it under). */
  strain: number;
  strainTarget: number | null;
}

/**
 * Monotony, lowest form and strain of a week of daily loads. With `start` (the athlete's recorded load before the
 * week, decision record 030) form continues from their fitness and fatigue and strain is held under their recent
 * peak. Without it: `before`, the earlier weeks' volume as a share of this week's, oldest first (empty: the athlete
 * trained like this before); each is read as this week's shape at that volume, and strain is not read.
 */
export function readShape(
  loads: readonly number[],
  before: readonly number[],
  start: LoadStart | null = null,
): ShapeReading {
  let fitness: number;
  let fatigue: number;
  if (start) ({ fitness, fatigue } = start);
  else {
    const mean = loads.reduce((a, b) => a + b, 0) / loads.length;
    // Fatigue settles over about three of its time constants: read at least three weeks before this one.
    const weeks = [
      ...Array.from({ length: Math.max(0, WARM_UP_WEEKS - before.length) }, () => before[0] ?? 1),
      ...before,
    ];
    fitness = weeks[0] * mean;
    fatigue = fitness;
    for (const share of weeks)
      for (const load of loads) {
        fitness += (load * share - fitness) / FITNESS_DAYS;
        fatigue += (load * share - fatigue) / FATIGUE_DAYS;
      }
  }
  let lowestForm = Infinity;
  for (const load of loads) {
    fitness += (load - fitness) / FITNESS_DAYS;
    fatigue += (load - fatigue) / FATIGUE_DAYS;
    lowestForm = Math.min(lowestForm, fitness - fatigue);
  }
  return {
    monotony: monotony(loads),
    lowestForm,
    strain: strain(loads),
    strainTarget: start?.strainPeak ? start.strainPeak * SHAPE_TARGET.strainOverPeak : null,
  };
}

/** How far a week is outside the targets (0: inside), monotony, form and strain on one scale (a share of each limit). */
export function shapeExcess(reading: ShapeReading): number {
  const mono = Number.isFinite(reading.monotony) ? reading.monotony : 10;
  const strainOver =
    reading.strainTarget === null
      ? 0
      : Math.max(0, (Number.isFinite(reading.strain) ? reading.strain : Infinity) - reading.strainTarget) /
        reading.strainTarget;
  return (
    Math.max(0, mono - SHAPE_TARGET.monotony) / SAFETY_LIMITS.monotony +
    Math.max(0, SHAPE_TARGET.form - reading.lowestForm) / -SAFETY_LIMITS.formFloor +
    Math.min(strainOver, 10)
  );
}

export interface ShapeItem {
  /** Day of the week, 0-6. */
  day: number;
  load: number;
  sport: string;
  /** An easy session that may go to another day (never a long, hard or brick session, nor strength). */
  movable: boolean;
}

export interface ShapeRules {
  /** The days (0-6) sessions may go to this week. */
  open: readonly boolean[];
  /** Sessions a day at most. */
  perDay: number;
  /** Earlier weeks' volume as a share of this week's, oldest first. */
  before: readonly number[];
  /** The athlete's recorded load before the week, when it covers the fitness window (readShape). */
  start?: LoadStart | null;
}

/** The week's daily loads (0-6) with each item on its day. */
export const dailyLoadsOf = (items: readonly ShapeItem[]) =>
  dailyLoads(
    items,
    items.map((item) => item.day),
  );

const dailyLoads = (items: readonly ShapeItem[], days: readonly number[]) => {
  const loads = [0, 0, 0, 0, 0, 0, 0];
  items.forEach((item, i) => (loads[days[i]] += item.load));
  return loads;
};

/**
 * New days for the week's easy sessions so the week keeps monotony and form inside the targets: one move or swap of
 * an easy session at a time, the one that brings the week furthest in, until it is inside or nothing helps. Foster
 * (1998): monotony falls when easy days are easy; form stays up when the big days are not stacked. Key sessions, the
 * number of sessions a day and one session per sport a day are kept. `excess`: how far outside the targets the week
 * still is (0: inside).
 */
export function reshapeDays(
  items: readonly ShapeItem[],
  rules: ShapeRules,
): { days: number[]; excess: number; reading: ShapeReading } {
  const days = items.map((item) => item.day);
  const excessOf = () => shapeExcess(readShape(dailyLoads(items, days), rules.before, rules.start));
  let excess = excessOf();
  const movable = items.map((item, i) => (item.movable ? i : -1)).filter((i) => i >= 0);
  for (let step = 0; excess > 0 && step < 2 * items.length; step++) {
    const count = (d: number) => days.filter((x) => x === d).length;
    const sportOn = (d: number, sport: string, except: number[]) =>
      items.some((item, j) => days[j] === d && item.sport === sport && !except.includes(j));
    let best: { excess: number; apply: () => void } | null = null;
    const consider = (apply: () => void, undo: () => void) => {
      apply();
      const e = excessOf();
      undo();
      if (e < excess - 1e-9 && (!best || e < best.excess - 1e-9)) best = { excess: e, apply };
    };
    for (const i of movable) {
      const from = days[i];
      for (let to = 0; to < 7; to++) {
        if (to === from || !rules.open[to]) continue;
        if (count(to) < rules.perDay && !sportOn(to, items[i].sport, [i]))
          consider(
            () => (days[i] = to),
            () => (days[i] = from),
          );
        for (const j of movable) {
          if (j <= i || days[j] !== to || sportOn(to, items[i].sport, [j]) || sportOn(from, items[j].sport, [i]))
            continue;
          consider(
            () => ((days[i] = to), (days[j] = from)),
            () => ((days[i] = from), (days[j] = to)),
          );
        }
      }
    }
    if (!best) break;
    const chosen: { excess: number; apply: () => void } = best;
    chosen.apply();
    excess = chosen.excess;
  }
  return { days, excess, reading: readShape(dailyLoads(items, days), rules.before, rules.start) };
}
