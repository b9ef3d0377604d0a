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
  /** What the week's sessions are for (a quality session, a brick run); without it none is capped by its role. */
  roles?: WeekRoles;
}

/** The long session the reference asks for at the week's share of peak volume (grows with the volume). */
export function longTarget(sport: SportKey, minutes: number, ctx: LayoutContext): number {
  const [lo, hi] = LONG_SESSION[ctx.distance][sport][levelBand(ctx.level)];
  const target = lo + (hi - lo) * TARGET_IN_RANGE;
  const progress = ctx.peak[sport] > 0 ? Math.min(1, minutes / ctx.peak[sport]) : 1;
  return round(target * Math.pow(progress, 1.5), 5);
}

/** Sessions per sport for n weekly sessions: one per sport, then each sport's minimum (frequency first), then by length. */
export function allocateCounts(
  volume: SportVolume,
  n: number,
  distance: DistanceClass = 'olympic',
  tops?: SportVolume,
  longs?: SportVolume,
): Record<SportKey, number> {
  const active = SPORT_KEYS.filter((k) => volume[k] >= 15);
  const counts: Record<SportKey, number> = { swim: 0, bike: 0, run: 0 };
  if (!active.length || n <= 0) return counts;
  const cap = (k: SportKey) => Math.max(1, Math.floor(volume[k] / MIN_SESSION[k]));
  // Past the frequency minimum a sport gets another session only while its long session keeps the length it wants
  // this week (twelve 20-minute sessions do not make a sprint plan).
  const extraCap = (k: SportKey) =>
    longs ? Math.min(cap(k), Math.max(1, 1 + Math.floor((volume[k] - longs[k]) / MIN_SESSION[k]))) : cap(k);
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
  for (
    let over = tops && active.find((k) => volume[k] / counts[k] > tops[k] && counts[k] < extraCap(k));
    left > 0 && over;
  ) {
    counts[over] += 1;
    left -= 1;
    over = tops && active.find((k) => volume[k] / counts[k] > tops[k] && counts[k] < extraCap(k));
  }
  while (left > 0) {
    const next = active
      .filter((k) => counts[k] < extraCap(k))
      .sort((a, b) => desire(b) / (counts[b] + 1) - desire(a) / (counts[a] + 1))[0];
    if (!next) break;
    counts[next] += 1;
    left -= 1;
  }
  return counts;
}

/** Longest quality (tempo/interval) main set per sport in minutes. */
export const QUALITY_MAX: Record<SportKey, number> = { swim: 75, bike: 120, run: 75 };
/**
 * Most a quality run holds, its main set and the easy minutes around it: QUALITY_MAX, or as long as a lone weekly run
 * may be (record 013 rule 2) when that is longer. Never the 2-3 h a long run gets (record 027).
 */
const QUALITY_RUN_HOLD = (longRunLow: number) => Math.max(QUALITY_MAX.run, floor5(longRunLow * LONE_RUN_SHARE));
/** Longest brick run off the bike by distance (a brick rehearses the transition; the long run carries the distance). */
export const BRICK_MAX: Record<DistanceClass, number> = { sprint: 20, olympic: 30, half: 40, full: 45 };
/** A brick run is kept when it costs at most this share of the minutes the week's runs hold without it (record 027). */
const BRICK_COST = 0.1;

/** What the week's sessions are for, which caps what they hold: its second ride/run is a quality session, its last run a brick. */
export interface WeekRoles {
  quality: boolean;
  /** A build/peak load week: the last run may be a brick run off the bike. */
  brick: boolean;
}

const floor5 = (m: number) => Math.floor(m / 5 + 1e-9) * 5;
const sum = (xs: number[]) => xs.reduce((t, x) => t + x, 0);

/** Spreads minutes evenly over sessions, none above its cap; what no session can take is left out. */
function fill(minutes: number, caps: number[], floor: number): number[] {
  const out = caps.map(() => 0);
  let open = caps.map((_, i) => i);
  let left = minutes;
  while (open.length) {
    const each = left / open.length;
    const full = open.filter((i) => caps[i] <= each);
    if (!full.length) {
      for (const i of open) out[i] = each;
      break;
    }
    for (const i of full) {
      out[i] = caps[i];
      left -= caps[i];
    }
    open = open.filter((i) => !full.includes(i));
  }
  return out.map((m, i) => Math.min(caps[i], Math.max(floor, round(m, 5))));
}

/**
 * Minutes of each session of one sport, the long one first. Each session holds at most what its role allows: the long
 * one the reference top and its share of what the sport's sessions hold, a quality run QUALITY_MAX, a brick run
 * BRICK_MAX, the others the long one. They add up to the sport's minutes when the sessions can hold them; what they
 * cannot is left out of the week (the plan's table is this sum, so the weeks deliver it).
 */
export function sessionMinutes(
  sport: SportKey,
  count: number,
  minutes: number,
  ctx: LayoutContext,
  brick = false,
): number[] {
  if (count <= 0) return [];
  const [lo, top] = LONG_SESSION[ctx.distance][sport][levelBand(ctx.level)];
  // Swims are built in whole 100 m: keep a margin under the top of the range.
  const hi = round(Math.min(sport === 'swim' ? top - 5 : top, ctx.longCap?.[sport] ?? Infinity), 5);
  if (count === 1)
    return [
      Math.max(15, Math.min(round(minutes, 5), round(sport === 'run' ? Math.min(hi, lo * LONE_RUN_SHARE) : hi, 5))),
    ];
  const share = longShare(sport, count);
  const even = minutes / count;
  const wanted = Math.max(even, longTarget(sport, minutes, ctx));
  // Never over the reference top, and room left for the other sessions at their shortest.
  let long = Math.min(
    hi,
    floor5(minutes - MIN_SESSION[sport] * (count - 1)),
    Math.max(round(even, 5), Math.min(round(wanted, 5), floor5(minutes * share))),
  );
  long = Math.max(long, MIN_SESSION[sport]);
  const quality = ctx.roles?.quality && sport !== 'swim';
  const caps = Array.from({ length: count - 1 }, (_, j) => {
    const i = j + 1;
    if (brick && sport === 'run' && i === count - 1) return Math.min(long, BRICK_MAX[ctx.distance]);
    if (quality && i === 1) return Math.min(long, sport === 'run' ? QUALITY_RUN_HOLD(lo) : QUALITY_MAX[sport]);
    return long;
  });
  let rest = fill(minutes - long, caps, MIN_SESSION[sport]);
  let left = minutes - long - sum(rest);
  // What the others cannot take goes to the long session, within the reference top and its share of the sport's week.
  const longTop = () => Math.min(hi, floor5((share / (1 - share)) * sum(rest)));
  if (left >= 5) {
    const add = Math.max(0, Math.min(floor5(left), longTop() - long));
    long += add;
    left -= add;
  }
  // A ride's or swim's quality session keeps what is still left as easy minutes around its main set (up to the long
  // one); a quality run holds no more than QUALITY_RUN_HOLD (a 2-3 h run with intervals in it is not a quality run).
  if (left >= 5 && quality && sport !== 'run' && count >= 2) {
    const add = Math.max(0, Math.min(floor5(left), long - rest[0]));
    rest[0] += add;
  }
  // Capped sessions can leave the long one over its share: shorten it and give the minutes back where there is room.
  if (long > longTop()) {
    const spare = long - Math.max(longTop(), MIN_SESSION[sport]);
    long -= spare;
    rest = fill(
      sum(rest) + spare,
      caps.map((c) => Math.min(c, long)),
      MIN_SESSION[sport],
    );
  }
  return [long, ...rest.map((m) => Math.min(m, long))];
}

/** Sessions the week's minutes can fill: at most one per 20 minutes. */
export const sessionsFor = (volume: SportVolume, n: number) =>
  Math.max(0, Math.min(n, Math.floor((volume.swim + volume.bike + volume.run) / 20)));

/**
 * Minutes per sport with enough swim time for the swims frequency asks for (25 min each), taken from bike and run
 * in proportion: frequency before length.
 */
export function withFrequency(volume: SportVolume, n: number, distance: DistanceClass): SportVolume {
  if (!(volume.swim > 0 && volume.bike > 0 && volume.run > 0)) return volume;
  const need = minSessions('swim', n, distance) * 25 - volume.swim;
  if (need <= 0) return volume;
  const land = volume.bike + volume.run;
  return {
    swim: volume.swim + need,
    bike: round(volume.bike - (need * volume.bike) / land, 1),
    run: round(volume.run - (need * volume.run) / land, 1),
  };
}

/** The week's sessions per sport (minutes, long first), and whether its last run is a brick run. */
export type WeekLayout = Record<SportKey, number[]> & { brick: boolean };

/** The week's sessions per sport (minutes, long first): the plan's weekly focus and the week builder both use it. */
export function layoutWeek(volume: SportVolume, sessions: number, ctx: LayoutContext): WeekLayout {
  const n = sessionsFor(volume, sessions);
  const band = levelBand(ctx.level);
  const top = (k: SportKey) => LONG_SESSION[ctx.distance][k][band][1] - (k === 'swim' ? 5 : 0);
  const want = (k: SportKey) => Math.min(top(k), longTarget(k, volume[k], ctx));
  const counts = allocateCounts(
    volume,
    n,
    ctx.distance,
    { swim: top('swim'), bike: top('bike'), run: top('run') },
    { swim: want('swim'), bike: want('bike'), run: want('run') },
  );
  // A brick run off the bike in build and peak load weeks, unless it costs the week's running (a long-course athlete
  // with three runs keeps the long run instead).
  const withBrick =
    ctx.roles?.brick && counts.bike > 0 && counts.run >= 3
      ? sessionMinutes('run', counts.run, volume.run, ctx, true)
      : null;
  const fits = (held: number) => withBrick !== null && sum(withBrick) >= held * (1 - BRICK_COST);
  // Holding the minutes asked is enough; otherwise compare with what the runs would hold without the brick.
  const plain = withBrick && fits(volume.run) ? null : sessionMinutes('run', counts.run, volume.run, ctx);
  const brick = plain === null || fits(sum(plain));
  const run = brick && withBrick ? withBrick : (plain ?? []);
  return {
    swim: sessionMinutes('swim', counts.swim, volume.swim, ctx),
    bike: sessionMinutes('bike', counts.bike, volume.bike, ctx),
    run,
    brick,
  };
}

/** A single long session without a plan around it (flow style): 40 % of a typical week in the sport, within the reference. */
export function longMinutes(sport: SportKey, sportMinutes: number, distance: DistanceClass): number {
  return Math.min(
    LONG_SESSION[distance][sport].experienced[1],
    Math.max(20, round(sportMinutes * (sport === 'run' ? 0.35 : 0.4), 5)),
  );
}
