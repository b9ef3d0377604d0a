import type { SportVolume } from '../schemas/training';
import { round, SPORT_KEYS, type DistanceClass, type Level, type SportKey } from './profile';
import { LONG_SESSION, levelBand, minSessions } from './references';

const TYPICAL: Record<SportKey, number> = { swim: 45, bike: 75, run: 45 };
/** Shortest useful session per sport (minutes): below it a sport gets fewer, longer sessions. */
export const MIN_SESSION: Record<SportKey, number> = { swim: 20, bike: 30, run: 20 };
/** Where the long session is planned towards within the reference range (0 = its lower end). */
const TARGET_IN_RANGE = 0.4;
/** A lone weekly run stays under this share of the reference long run (no 3-hour single run a week). */
const LONE_RUN_SHARE = 0.75;

/** Largest share of the week's minutes in one sport the long session may take, by how many sessions the sport has. */
export function longShare(sport: SportKey, count: number): number {
  if (count <= 1) return 1;
  if (count === 2) return sport === 'run' ? 0.6 : 0.65;
  return sport === 'run' ? 0.45 : sport === 'bike' ? 0.7 : 0.5;
}

export interface LayoutContext {
  distance: DistanceClass;
  level: Level;
  /** The plan's biggest week per sport: the long session reaches its reference in the week of peak volume. */
  peak: SportVolume;
  /** The longest session this week may hold per sport, grown from the athlete's longest recent one (starting-point.ts). */
  longCap?: SportVolume;
}

/** The long session the reference asks for at the week's share of peak volume (grows with the volume). */
export function longTarget(sport: SportKey, minutes: number, ctx: LayoutContext): number {
  const [lo, hi] = LONG_SESSION[ctx.distance][sport][levelBand(ctx.level)];
  const target = lo + (hi - lo) * TARGET_IN_RANGE;
  const progress = ctx.peak[sport] > 0 ? Math.min(1, minutes / ctx.peak[sport]) : 1;
  return round(target * Math.pow(progress, 1.5), 5);
}

/** Sessions per sport for n weekly sessions: one per sport, then each sport's minimum (frequency first), then by length. */
export function allocateCounts(volume: SportVolume, n: number, distance: DistanceClass = 'olympic', tops?: SportVolume): Record<SportKey, number> {
  const active = SPORT_KEYS.filter((k) => volume[k] >= 15);
  const counts: Record<SportKey, number> = { swim: 0, bike: 0, run: 0 };
  if (!active.length || n <= 0) return counts;
  const cap = (k: SportKey) => Math.max(1, Math.floor(volume[k] / MIN_SESSION[k]));
  const desire = (k: SportKey) => volume[k] / TYPICAL[k];
  const ranked = [...active].sort((a, b) => desire(b) - desire(a));
  for (const k of ranked.slice(0, n)) counts[k] = 1;
  let left = n - Math.min(n, active.length);
  const triathlon = active.length === 3;
  for (const k of ['run', 'swim', 'bike'] as SportKey[]) {
    if (!triathlon && k === 'swim') continue;
    while (left > 0 && counts[k] > 0 && counts[k] < Math.min(cap(k), minSessions(k, n, distance))) {
      counts[k] += 1;
      left -= 1;
    }
  }
  // A sport whose sessions would all run past the longest reference session gets another one first.
  for (let over = tops && active.find((k) => volume[k] / counts[k] > tops[k] && counts[k] < cap(k)); left > 0 && over; ) {
    counts[over] += 1;
    left -= 1;
    over = tops && active.find((k) => volume[k] / counts[k] > tops[k] && counts[k] < cap(k));
  }
  while (left > 0) {
    const next = active
      .filter((k) => counts[k] < cap(k))
      .sort((a, b) => desire(b) / (counts[b] + 1) - desire(a) / (counts[a] + 1))[0];
    if (!next) break;
    counts[next] += 1;
    left -= 1;
  }
  return counts;
}

/** Minutes of each session of one sport, the long one first; they add up to the sport's minutes. */
export function sessionMinutes(sport: SportKey, count: number, minutes: number, ctx: LayoutContext): number[] {
  if (count <= 0) return [];
  const [lo, top] = LONG_SESSION[ctx.distance][sport][levelBand(ctx.level)];
  // Swims are built in whole 100 m: keep a margin under the top of the range.
  const hi = Math.min(sport === 'swim' ? top - 5 : top, ctx.longCap?.[sport] ?? Infinity);
  if (count === 1) return [Math.max(15, Math.min(round(minutes, 5), round(sport === 'run' ? Math.min(hi, lo * LONE_RUN_SHARE) : hi, 5)))];
  const even = minutes / count;
  const wanted = Math.max(even, longTarget(sport, minutes, ctx));
  const long = Math.max(round(even, 5), Math.min(round(wanted, 5), round(minutes * longShare(sport, count), 5), round(hi, 5)));
  const rest = Math.max(MIN_SESSION[sport], Math.min(long, round((minutes - long) / (count - 1), 5)));
  return [long, ...Array.from({ length: count - 1 }, () => rest)];
}

/** Sessions the week's minutes can fill: at most one per 20 minutes. */
export const sessionsFor = (volume: SportVolume, n: number) => Math.max(0, Math.min(n, Math.floor((volume.swim + volume.bike + volume.run) / 20)));

/**
 * Minutes per sport with enough swim time for the swims frequency asks for (25 min each), taken from bike and run
 * in proportion: frequency before length.
 */
export function withFrequency(volume: SportVolume, n: number, distance: DistanceClass): SportVolume {
  if (!(volume.swim > 0 && volume.bike > 0 && volume.run > 0)) return volume;
  const need = minSessions('swim', n, distance) * 25 - volume.swim;
  if (need <= 0) return volume;
  const land = volume.bike + volume.run;
  return { swim: volume.swim + need, bike: round(volume.bike - (need * volume.bike) / land, 1), run: round(volume.run - (need * volume.run) / land, 1) };
}

/** The week's sessions per sport (minutes, long first): the plan's weekly focus and the week builder both use it. */
export function layoutWeek(volume: SportVolume, sessions: number, ctx: LayoutContext): Record<SportKey, number[]> {
  const n = sessionsFor(volume, sessions);
  const band = levelBand(ctx.level);
  const top = (k: SportKey) => LONG_SESSION[ctx.distance][k][band][1] - (k === 'swim' ? 5 : 0);
  const counts = allocateCounts(volume, n, ctx.distance, { swim: top('swim'), bike: top('bike'), run: top('run') });
  return {
    swim: sessionMinutes('swim', counts.swim, volume.swim, ctx),
    bike: sessionMinutes('bike', counts.bike, volume.bike, ctx),
    run: sessionMinutes('run', counts.run, volume.run, ctx),
  };
}

/** A single long session without a plan around it (flow style): 40 % of a typical week in the sport, within the reference. */
export function longMinutes(sport: SportKey, sportMinutes: number, distance: DistanceClass): number {
  return Math.min(LONG_SESSION[distance][sport].experienced[1], Math.max(20, round(sportMinutes * (sport === 'run' ? 0.35 : 0.4), 5)));
}
