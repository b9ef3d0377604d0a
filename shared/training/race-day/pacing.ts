import type { Fitness } from '../../schemas/training';
import type { ThresholdValues } from '../../schemas/thresholds';
import { pacesFor } from '../profile';
import type { CourseLeg } from './course';
import { transitionMinutes } from './course';
import { curve, roundTo } from './curve';

export interface LegPace extends CourseLeg {
  minutes: number;
  startsAt: number;
  basis: 'thresholds' | 'fitness';
  paceSeconds: number | null;
  speedKmh: number;
  watts: { low: number; high: number } | null;
  heartRateCap: number | null;
  /** Hours from the gun to the end of this leg: how long the effort has to last (drives every fraction below). */
  hoursAtEnd: number;
}

export interface RacePacing {
  legs: LegPace[];
  transitionMinutes: number;
  totalMinutes: number;
}

/**
 * Share of CSS speed held in a race swim of that many hours: CSS is roughly 1500 m race pace; open water, the
 * mass start and a long day ahead take a little off.
 */
const SWIM_SHARE: [number, number][] = [
  [0.2, 1.0],
  [0.5, 0.97],
  [1, 0.94],
  [1.5, 0.91],
  [2.5, 0.88],
];
/**
 * Bike intensity factor (share of FTP) by the hours from the gun to the end of the ride; Friel's and Coggan's
 * triathlon guidance: sprint ~0.90-0.95, Olympic ~0.85-0.90, 70.3 ~0.75-0.83, Ironman ~0.65-0.75.
 */
const BIKE_IF: [number, number][] = [
  [1, 0.92],
  [1.75, 0.87],
  [3.5, 0.8],
  [7, 0.72],
  [10, 0.67],
];
/** Heart-rate ceiling as a share of threshold HR by hours to the end of the leg (Friel's zone guidance by distance). */
const BIKE_HR: [number, number][] = [
  [1, 0.97],
  [1.75, 0.94],
  [3.5, 0.88],
  [7, 0.83],
  [10, 0.8],
];
const RUN_HR: [number, number][] = [
  [0.4, 1.02],
  [1, 1.0],
  [2, 0.95],
  [3.5, 0.92],
  [5, 0.89],
  [12, 0.85],
];
/** Run speed kept after the ride, by the hours already raced before the run starts. */
const RUN_AFTER_BIKE: [number, number][] = [
  [0, 1.0],
  [0.75, 0.97],
  [1.5, 0.95],
  [3, 0.91],
  [6.5, 0.86],
  [9, 0.84],
];
/** Riegel's endurance exponent: t2 = t1 * (d2 / d1) ^ 1.06. */
const RIEGEL = 1.06;
/** Without a measured threshold HR, about 90 % of max HR (LTHR is commonly 85-92 % of max). */
const LTHR_OF_MAX = 0.9;

export function thresholdHrOf(t: ThresholdValues | null): number | null {
  if (t?.thresholdHr) return t.thresholdHr;
  return t?.maxHr ? Math.round(t.maxHr * LTHR_OF_MAX) : null;
}

function legPace(
  leg: CourseLeg,
  startsAt: number,
  fitness: Fitness,
  t: ThresholdValues | null,
  afterBike: boolean,
): LegPace {
  const fromLevels = pacesFor(fitness);
  const lthr = thresholdHrOf(t);
  const cap = (table: [number, number][], hours: number) => (lthr ? Math.round(lthr * curve(table, hours)) : null);
  const base = { ...leg, startsAt, watts: null as LegPace['watts'], heartRateCap: null as number | null };
  if (leg.sport === 'swim') {
    const css = t?.swimCss ? 100 / t.swimCss : fromLevels.swimCss;
    const speed = css * curve(SWIM_SHARE, leg.distance / css / 3600);
    const minutes = leg.distance / speed / 60;
    return {
      ...base,
      basis: t?.swimCss ? 'thresholds' : 'fitness',
      minutes,
      paceSeconds: Math.round(100 / speed),
      speedKmh: speed * 3.6,
      hoursAtEnd: (startsAt + minutes) / 60,
    };
  }
  if (leg.sport === 'bike') {
    const threshold = fromLevels.bikeThreshold * 3.6;
    // Power and speed on the flat: P grows with v^3 (air drag), so speed keeps IF^(1/3) of threshold speed.
    const firstGuess = startsAt / 60 + leg.effortKm / (threshold * 0.9);
    const intensity = curve(BIKE_IF, firstGuess);
    const speedKmh = threshold * Math.cbrt(intensity);
    const minutes = (leg.effortKm / speedKmh) * 60;
    const hoursAtEnd = (startsAt + minutes) / 60;
    const watts = t?.ftp
      ? { low: roundTo(t.ftp * (intensity - 0.03), 5), high: roundTo(t.ftp * (intensity + 0.02), 5) }
      : null;
    return {
      ...base,
      basis: t?.ftp ? 'thresholds' : 'fitness',
      minutes,
      paceSeconds: null,
      speedKmh,
      watts,
      heartRateCap: cap(BIKE_HR, hoursAtEnd),
      hoursAtEnd,
    };
  }
  const threshold = t?.runThresholdPace ? 1000 / t.runThresholdPace : fromLevels.runThreshold;
  const kmInHour = threshold * 3.6;
  const fade = afterBike ? curve(RUN_AFTER_BIKE, startsAt / 60) : 1;
  const minutes = (60 * Math.pow(leg.effortKm / kmInHour, RIEGEL)) / fade;
  const hoursAtEnd = (startsAt + minutes) / 60;
  const paceSeconds = Math.round((minutes * 60) / leg.effortKm);
  return {
    ...base,
    basis: t?.runThresholdPace ? 'thresholds' : 'fitness',
    minutes,
    paceSeconds,
    speedKmh: 3600 / paceSeconds,
    heartRateCap: cap(RUN_HR, hoursAtEnd),
    hoursAtEnd,
  };
}

function pass(legs: CourseLeg[], fitness: Fitness, t: ThresholdValues | null, change: number): LegPace[] {
  const out: LegPace[] = [];
  let clock = 0;
  for (const leg of legs) {
    const paced = legPace(
      leg,
      clock,
      fitness,
      t,
      out.some((l) => l.sport === 'bike'),
    );
    out.push(paced);
    clock += paced.minutes + change;
  }
  return out;
}

/** Targets per discipline; transitions sit between legs and count towards the later legs' fatigue. */
export function paceRace(legs: CourseLeg[], fitness: Fitness, thresholds: ThresholdValues | null): RacePacing {
  const rough = pass(legs, fitness, thresholds, 0);
  const moving = rough.reduce((sum, l) => sum + l.minutes, 0);
  const change = legs.length > 1 ? transitionMinutes(moving / 60) : 0;
  const paced = pass(legs, fitness, thresholds, change);
  const totalMinutes = paced.reduce((sum, l) => sum + l.minutes, 0) + change * Math.max(0, legs.length - 1);
  return { legs: paced, transitionMinutes: change, totalMinutes };
}
