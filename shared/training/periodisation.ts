import type { PlanInput, SportVolume } from '../schemas/training';
import { addDays, daysBetween } from '../calendar/days';
import {
  distanceClass,
  eventSports,
  levelOf,
  round,
  sportScore,
  SPORT_KEYS,
  type DistanceClass,
  type Level,
  type SportKey,
} from './profile';
import type { PhaseKey } from './sessions';
import { MIN_SESSIONS } from './references';
import {
  layoutWeek,
  sessionsFor,
  withFrequency,
  type LayoutContext,
  type WeekLayout,
  type WeekRoles,
} from './allocation';
import { longCapsFor, startFromCurrent } from './starting-point';

export type WeekKind = 'load' | 'recovery' | 'mini-taper' | 'taper' | 'race';

export interface WeekPlan {
  week: number;
  firstDay: string;
  lastDay: string;
  phase: PhaseKey;
  kind: WeekKind;
  volume: SportVolume;
  secondaryEvent: string | null;
  /** The week's sessions as the week builder lays them out (none for race week, which it caps itself). */
  layout: WeekLayout | null;
}

export interface PhasePlan {
  key: PhaseKey;
  weeks: number;
  startDate: string;
  endDate: string;
  firstWeek: number;
}

export interface Periodisation {
  totalWeeks: number;
  weeks: WeekPlan[];
  phases: PhasePlan[];
  distance: DistanceClass;
  level: Level;
  sports: SportKey[];
  shares: Record<SportKey, number>;
  rhythm: 2 | 3;
  peakMinutes: number;
  startMinutes: number;
  /** Sessions a week the athlete can actually do: min(workoutsPerWeek, 2 per training day). */
  sessions: number;
  /** Biggest planned week per sport: long sessions reach their reference there. */
  peak: SportVolume;
  /** Set when the athlete's sessions or days cannot prepare them for the distance: what it would take. */
  limited: { minSessions: number; hours: [number, number] } | null;
}

/** Weekly training hours at peak by distance and level. */
export const PEAK_HOURS: Record<DistanceClass, [number, number, number]> = {
  sprint: [4.5, 5.5, 7],
  olympic: [6.5, 8, 10],
  half: [9.5, 11, 13],
  full: [13, 15, 17],
};
/** Longest sensible average session (minutes) by distance, which caps volume for few sessions a week. */
const MAX_AVG_SESSION: Record<DistanceClass, number> = { sprint: 75, olympic: 90, half: 120, full: 150 };
const BASE_SHARES: Record<DistanceClass, Record<SportKey, number>> = {
  sprint: { swim: 0.2, bike: 0.4, run: 0.4 },
  olympic: { swim: 0.2, bike: 0.45, run: 0.35 },
  half: { swim: 0.17, bike: 0.48, run: 0.35 },
  full: { swim: 0.15, bike: 0.5, run: 0.35 },
};
/** Largest load-week increase the engine plans (the guardrail warns above 10 %). */
export const MAX_PLANNED_RAMP = 1.08;
export const RECOVERY_FACTOR = 0.7;
/** Same definition as the plan guardrail: at least 10 % below the biggest of the three weeks before. */
const LIGHTER_SHARE = 0.9;

export function totalWeeksFor(planStarts: string, eventDate: string): number {
  return Math.max(1, Math.floor(daysBetween(planStarts, eventDate) / 7) + 1);
}

/** Taper weeks before race week: 1 (2 weeks with race week) for sprint, Olympic and 70.3 beginners; 2 for the rest of long course. */
function phaseLengths(n: number, distance: DistanceClass, level: Level): Record<PhaseKey, number> {
  const long = distance === 'full' || (distance === 'half' && level !== 'beginner');
  const taper = n >= 10 && long ? 2 : n >= 5 ? 1 : 0;
  const r = n - 1 - taper;
  const peak = r >= 6 ? Math.min(4, Math.max(1, Math.round(r * 0.2))) : r >= 4 ? 1 : 0;
  const build = r >= 3 ? Math.round((r - peak) * 0.45) : r >= 2 ? 1 : 0;
  const base = Math.max(0, r - peak - build);
  return { base, build, peak, taper, race: n >= 1 ? 1 : 0, transition: 0 };
}

function sharesFor(input: PlanInput, distance: DistanceClass, sports: SportKey[]): Record<SportKey, number> {
  const s = { ...BASE_SHARES[distance] };
  if (sports.length > 1) {
    const bySkill = [...sports].sort((a, b) => sportScore(input.fitness, a) - sportScore(input.fitness, b));
    const weakest = bySkill[0];
    const strongest = bySkill[bySkill.length - 1];
    if (sportScore(input.fitness, strongest) - sportScore(input.fitness, weakest) >= 15) {
      s[weakest] += 0.05;
      s[strongest] -= 0.05;
    }
  }
  for (const k of SPORT_KEYS) if (!sports.includes(k)) s[k] = 0;
  const sum = SPORT_KEYS.reduce((t, k) => t + s[k], 0);
  return { swim: s.swim / sum, bike: s.bike / sum, run: s.run / sum };
}

function split(total: number, shares: Record<SportKey, number>): SportVolume {
  const step = total >= 300 ? 5 : 1;
  return {
    swim: round(total * shares.swim, step),
    bike: round(total * shares.bike, step),
    run: round(total * shares.run, step),
  };
}

export const totalOf = (v: SportVolume) => v.swim + v.bike + v.run;
const sum = (xs: number[]) => xs.reduce((t, x) => t + x, 0);
const sums = (l: WeekLayout): SportVolume => ({ swim: sum(l.swim), bike: sum(l.bike), run: sum(l.run) });

export function periodise(input: PlanInput): Periodisation {
  const event = input.primaryEvent;
  const distance = distanceClass(event);
  const sportSet = new Set<SportKey>(eventSports(event));
  for (const e of input.secondaryEvents) for (const s of eventSports(e)) sportSet.add(s);
  const sports = SPORT_KEYS.filter((k) => sportSet.has(k));
  const avgFitness = sports.reduce((t, k) => t + sportScore(input.fitness, k), 0) / sports.length;
  const level = levelOf(avgFitness);
  const shares = sharesFor(input, distance, sports);
  const n = totalWeeksFor(input.planStarts, event.date);
  const lengths = phaseLengths(n, distance, level);

  const [b, i, a] = PEAK_HOURS[distance];
  const hours =
    avgFitness < 35 ? b + ((i - b) * avgFitness) / 35 : avgFitness < 70 ? i + ((a - i) * (avgFitness - 35)) / 35 : a;
  const days = Math.max(1, new Set(input.workoutDays).size);
  const sessions = Math.max(1, Math.min(input.workoutsPerWeek, days * 2));
  const peakMinutes = round(Math.min(hours * 60, sessions * MAX_AVG_SESSION[distance]), 5);

  const order: PhaseKey[] = ['base', 'build', 'peak', 'taper', 'race'];
  const phaseOfWeek: PhaseKey[] = order.flatMap((k) => Array.from({ length: lengths[k] }, () => k));
  const loadWeeks = lengths.base + lengths.build;
  const rhythm: 2 | 3 = level === 'beginner' ? 2 : 3;
  const startFloor = peakMinutes * (0.55 + (0.2 * avgFitness) / 100);
  const startMinutes = startFromCurrent(
    Math.max(startFloor, peakMinutes / Math.pow(MAX_PLANNED_RAMP, Math.max(0, loadWeeks * 0.75 - 1))),
    peakMinutes,
    input.currentTraining,
  );
  // Recovery weeks are counted back from the taper, so the week before it is a load week (no unload straight into the taper).
  const taperStart = lengths.base + lengths.build + lengths.peak + 1;
  const growth = Math.min(
    MAX_PLANNED_RAMP,
    Math.pow(peakMinutes / startMinutes, 1 / Math.max(1, loadWeeks * 0.75 - 1)),
  );

  const secondary = input.secondaryEvents.filter((e) => e.date >= input.planStarts && e.date < event.date);
  const secondaryNext = (w: number) => {
    const first = addDays(input.planStarts, w * 7);
    return secondary.some((e) => e.date >= first && e.date <= addDays(first, 6));
  };
  /** The weeks; with a peak, each week's minutes are what its sessions add up to (what the weeks will deliver). */
  const planWeeks = (layoutPeak: SportVolume | null): WeekPlan[] => {
    const weeks: WeekPlan[] = [];
    let lastLoad = startMinutes;
    let streak = 0;
    for (let w = 1; w <= n; w++) {
      const firstDay = addDays(input.planStarts, (w - 1) * 7);
      const lastDay = addDays(firstDay, 6);
      const phase = phaseOfWeek[w - 1] ?? 'race';
      const sec = secondary.find((e) => e.date >= firstDay && e.date <= lastDay) ?? null;
      const prev = weeks.slice(-2).map((x) => totalOf(x.volume));
      const reference = prev.length ? Math.max(...prev) : lastLoad;
      const prev3 = weeks.slice(-3).map((x) => totalOf(x.volume));
      // A lighter week must be clearly lighter than the last three (the guardrail's definition), not only than lastLoad.
      const lighter = (t: number) => (prev3.length ? Math.min(t, 0.85 * Math.max(...prev3)) : t);
      let kind: WeekKind;
      let total: number;
      if (phase === 'race') {
        kind = 'race';
        total = lighter(lastLoad * (lengths.taper === 2 ? 0.35 : 0.4));
      } else if (phase === 'taper') {
        kind = 'taper';
        const idx = w - (n - 1 - lengths.taper);
        total = lighter(lastLoad * (lengths.taper === 2 ? (idx === 1 ? 0.7 : 0.5) : 0.6));
      } else if (sec) {
        kind = 'mini-taper';
        total = lighter(lastLoad * 0.75);
      } else if (streak >= 3 || ((taperStart - w) % (rhythm + 1) === 0 && streak >= 1 && w > 2 && !secondaryNext(w))) {
        kind = 'recovery';
        total = lighter(lastLoad * RECOVERY_FACTOR);
      } else {
        kind = 'load';
        const target = phase === 'peak' ? peakMinutes : Math.min(peakMinutes, lastLoad * growth);
        total = Math.min(target, reference * 1.2, lastLoad * MAX_PLANNED_RAMP);
        if (w === 1) total = startMinutes;
      }
      let volume = split(total, shares);
      const prev2 = weeks.slice(-2).map((x) => totalOf(x.volume));
      // The week builder calls a week light (no quality session, no brick) on these terms (week.ts): lay it out the same.
      const builderLight = (v: SportVolume) =>
        !!sec || (phase !== 'taper' && phase !== 'race' && prev2.length > 0 && totalOf(v) <= 0.85 * Math.max(...prev2));
      const roles = (light: boolean): WeekRoles => ({
        quality: !light && phase !== 'race',
        brick: !light && (phase === 'build' || phase === 'peak'),
      });
      const ctx = (light: boolean): LayoutContext => ({
        distance,
        level,
        peak: layoutPeak ?? volume,
        longCap: longCapsFor(input.currentTraining, w),
        roles: roles(light),
      });
      const capped = (v: SportVolume): SportVolume => {
        let out = v;
        // No sport rises more than a quarter over the last two weeks once its sessions are laid out (the guardrail refuses 30 %).
        for (const k of SPORT_KEYS) {
          const ref = Math.max(0, ...weeks.slice(-2).map((x) => x.volume[k]));
          if (ref >= 60 && out[k] > ref * 1.25) out = { ...out, [k]: Math.floor(ref * 1.25) };
        }
        // A lighter week stays lighter after its sessions are laid out (a capped lone session must not flatten it).
        const ceiling = kind !== 'load' && prev3.length ? 0.85 * Math.max(...prev3) : Infinity;
        if (totalOf(out) > ceiling) {
          const f = ceiling / totalOf(out);
          out = { swim: Math.floor(out.swim * f), bike: Math.floor(out.bike * f), run: Math.floor(out.run * f) };
        }
        return out;
      };
      let layout: WeekLayout | null = null;
      if (layoutPeak && kind !== 'race') {
        // Each week's minutes are what its sessions hold, laid out as the week builder will lay them out (record 027):
        // repeated until the caps above leave the laid-out week unchanged.
        let light = kind !== 'load' && kind !== 'taper';
        let v = withFrequency(volume, sessionsFor(volume, sessions), distance);
        for (let i = 0; i < 4; i++) {
          layout = layoutWeek(v, sessions, ctx(light));
          const held = sums(layout);
          const next = capped(held);
          const nextLight = builderLight(next);
          const stable = SPORT_KEYS.every((k) => next[k] === held[k]) && nextLight === light;
          v = next;
          light = nextLight;
          if (stable) break;
        }
        volume = v;
      } else volume = capped(volume);
      if (kind === 'load') lastLoad = total;
      const isLighter = prev3.length > 0 && totalOf(volume) <= LIGHTER_SHARE * Math.max(...prev3);
      streak = isLighter ? 0 : streak + 1;
      weeks.push({ week: w, firstDay, lastDay, phase, kind, volume, secondaryEvent: sec?.name ?? null, layout });
    }
    return weeks;
  };
  const peakOf = (ws: WeekPlan[]) => {
    const p = { swim: 0, bike: 0, run: 0 };
    for (const w of ws) for (const k of SPORT_KEYS) p[k] = Math.max(p[k], w.volume[k]);
    return p;
  };
  let weeks = planWeeks(null);
  weeks = planWeeks(peakOf(weeks));
  const peak = peakOf(weeks);

  const phases: PhasePlan[] = [];
  for (const key of order) {
    const ws = weeks.filter((x) => x.phase === key);
    if (!ws.length) continue;
    phases.push({
      key,
      weeks: ws.length,
      firstWeek: ws[0].week,
      startDate: ws[0].firstDay,
      endDate: key === 'race' ? event.date : ws[ws.length - 1].lastDay,
    });
  }
  const triathlon = sports.length === 3;
  const needed = MIN_SESSIONS[distance];
  const limited =
    triathlon && (sessions < needed || peakMinutes < PEAK_HOURS[distance][0] * 60 * 0.9)
      ? { minSessions: needed, hours: [PEAK_HOURS[distance][0], PEAK_HOURS[distance][2]] as [number, number] }
      : null;
  return {
    totalWeeks: n,
    weeks,
    phases,
    distance,
    level,
    sports,
    shares,
    rhythm,
    peakMinutes,
    startMinutes,
    sessions,
    peak,
    limited,
  };
}
