import type { Fitness, WorkoutDetails, WorkoutStep, AnyStep } from '../schemas/training';
import {
  SPORT_OF,
  formatPacePer100,
  formatPacePerKm,
  pacesFor,
  round,
  type DistanceClass,
  type OwnPaces,
  type SportKey,
} from './profile';
import { finishWorkout, hr, metres, mins, open, paceAround, repeat, step, type Target } from './steps';
import { sumStepSeconds } from './guardrails/workout-limits';
import { withStepsDuration } from './guardrails/name-steps';
import { textFor } from './text/index';
import type { Lang } from './types';
import { formatMinutes } from './minutes';

export { formatMinutes };

export type PhaseKey = 'base' | 'build' | 'peak' | 'taper' | 'race' | 'transition';
export type SessionKind =
  'recovery' | 'easy' | 'long' | 'tempo' | 'intervals' | 'brick' | 'technique' | 'openwater' | 'opener';
export type Venue = 'pool' | 'openwater' | 'treadmill' | 'trainer' | 'outdoor';

export interface SessionSpec {
  sport: SportKey;
  kind: SessionKind;
  minutes: number;
  phase: PhaseKey;
  fitness: Fitness;
  distance: DistanceClass;
  venue?: Venue | null;
  lang?: Lang;
  /** The athlete's own threshold run pace and CSS (Settings): targets follow them instead of the fitness levels. */
  thresholds?: OwnPaces;
}

const RACE_SHARE: Record<DistanceClass, { run: number; bike: number; swim: number }> = {
  sprint: { run: 0.97, bike: 0.95, swim: 1.0 },
  olympic: { run: 0.94, bike: 0.92, swim: 0.97 },
  half: { run: 0.87, bike: 0.85, swim: 0.93 },
  full: { run: 0.8, bike: 0.78, swim: 0.9 },
};

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

interface Frame {
  wu: number;
  main: number;
  cd: number;
}

function frame(total: number, wuShare: number, wuMax: number, cdMax: number): Frame {
  const wu = clamp(Math.round(total * wuShare), 5, wuMax);
  const cd = clamp(Math.round(total * 0.1), 5, cdMax);
  return { wu, cd, main: Math.max(5, total - wu - cd) };
}

// ---------------------------------------------------------------- run and bike (time-based)

interface LandCtx {
  sport: 'run' | 'bike';
  spec: SessionSpec;
  threshold: number; // m/s
  race: number; // m/s race pace/speed
  trainer: boolean;
}

/** Runs get a pace; rides a heart-rate zone (a speed means nothing on a hilly course or in the wind). */
function landTarget(ctx: LandCtx, ms: number, zone: number): Target {
  return ctx.sport === 'run' ? paceAround(ms) : hr(zone);
}

function paceText(ctx: LandCtx, ms: number, zone = 3): string {
  return ctx.sport === 'run' ? formatPacePerKm(ms) : `Z${zone}`;
}

/** Sprint/Olympic race pace is near threshold: outside interval sessions it is held just under it (zone 3). */
const STEADY_SHARE = 0.92;

function land(spec: SessionSpec): WorkoutDetails {
  const sport = spec.sport as 'run' | 'bike';
  const p = pacesFor(spec.fitness, spec.thresholds);
  const threshold = sport === 'run' ? p.runThreshold : p.bikeThreshold;
  const race = threshold * Math.min(STEADY_SHARE, RACE_SHARE[spec.distance][sport]);
  const longCourse = spec.distance === 'half' || spec.distance === 'full';
  const ctx: LandCtx = { sport, spec, threshold, race, trainer: spec.venue === 'trainer' };
  const m = Math.max(10, Math.round(spec.minutes));
  const t = textFor(spec.lang).session;
  const where = t.landWhere(spec.venue === 'treadmill' || spec.venue === 'trainer' ? spec.venue : null);
  const easyMove = t.easyMove(sport);
  const steps: AnyStep[] = [];
  let name = '';
  let about = '';

  switch (spec.kind) {
    case 'recovery': {
      const f = frame(m, 0.15, 10, 5);
      steps.push(step('WARMUP', mins(f.wu), hr(1), t.recovery.wu(sport)));
      steps.push(step('ACTIVE', mins(f.main), hr(1), t.recovery.main));
      steps.push(step('COOLDOWN', mins(f.cd), hr(1), t.recovery.cd(sport)));
      name = t.recovery.name(sport, formatMinutes(m));
      about = t.recovery.about(sport, where);
      break;
    }
    case 'easy': {
      const f = frame(m, 0.15, 15, 10);
      steps.push(step('WARMUP', mins(f.wu), hr(1), t.easy.wu(sport)));
      const strides = sport === 'run' && m >= 40 && spec.phase !== 'transition';
      const drills = sport === 'bike' && m >= 45;
      const main = Math.max(5, f.main - (strides ? 4 : drills ? 6 : 0));
      steps.push(step('ACTIVE', mins(main), hr(2), t.easy.main));
      if (strides)
        steps.push(
          repeat(4, [
            step('ACTIVE', { secs: 20 }, open, t.easy.stride),
            step('RECOVERY', { secs: 40 }, hr(1), t.easy.strideRec),
          ]),
        );
      else if (drills)
        steps.push(
          repeat(3, [
            step('ACTIVE', { secs: 60 }, open, t.easy.cadence),
            step('RECOVERY', { secs: 60 }, hr(1), t.easy.cadenceRec),
          ]),
        );
      steps.push(step('COOLDOWN', mins(f.cd), hr(1), easyMove));
      name = t.easy.name(sport, formatMinutes(m));
      about = t.easy.about(sport, where, strides ? 'strides' : sport === 'bike' && m >= 45 ? 'cadence' : 'talk');
      break;
    }
    case 'long': {
      const f = frame(m, 0.1, 15, 10);
      // Long-course builds: a steady race-specific zone-3 block inside the long session (short course trains race pace in intervals).
      const racePart =
        longCourse && (spec.phase === 'build' || spec.phase === 'peak') && m >= 60
          ? round(f.main * (spec.phase === 'peak' ? 0.3 : 0.2), 5)
          : 0;
      steps.push(step('WARMUP', mins(f.wu), hr(1), t.long.wu(sport)));
      steps.push(step('ACTIVE', mins(f.main - racePart), hr(2), t.long.main(sport)));
      if (racePart > 0)
        steps.push(step('ACTIVE', mins(racePart), landTarget(ctx, race, 3), t.long.racePart(paceText(ctx, race))));
      steps.push(step('COOLDOWN', mins(f.cd), hr(1), easyMove));
      name = t.long.name(sport, formatMinutes(m));
      about = t.long.about(where, racePart, paceText(ctx, race));
      break;
    }
    case 'tempo': {
      const f = frame(m, 0.2, 15, 10);
      const work = spec.phase === 'base' ? 8 : spec.phase === 'build' ? 12 : 15;
      const rest = 3;
      const reps = clamp(Math.floor((f.main + rest) / (work + rest)), 1, 6);
      const w = reps === 1 ? Math.max(5, f.main) : work;
      const used = reps * w + (reps > 1 ? reps * rest : 0);
      steps.push(step('WARMUP', mins(f.wu), hr(2), t.tempo.wu(sport)));
      if (f.main - used >= 1) steps.push(step('ACTIVE', mins(f.main - used), hr(2), t.long.main(sport)));
      if (reps === 1) steps.push(step('ACTIVE', mins(w), hr(3), t.tempo.main));
      else
        steps.push(
          repeat(reps, [step('ACTIVE', mins(w), hr(3), t.tempo.main), step('RECOVERY', mins(rest), hr(1), easyMove)]),
        );
      steps.push(step('COOLDOWN', mins(f.cd), hr(1), easyMove));
      name = `${t.tempo.name(sport, reps, w)} (${formatMinutes(m)})`;
      about = t.tempo.about(where, reps, w);
      break;
    }
    case 'intervals': {
      const f = frame(m, 0.2, 20, 10);
      const vo2 = spec.phase === 'peak' && (spec.distance === 'sprint' || spec.distance === 'olympic');
      const work = spec.phase === 'base' ? 3 : vo2 ? 3 : spec.phase === 'taper' ? 2 : 5;
      const rest = vo2 ? 3 : spec.phase === 'base' ? 2 : 2.5;
      const zone = vo2 ? 5 : 4;
      const ms = threshold * (vo2 ? 1.05 : 1);
      const reps = clamp(Math.floor((f.main + rest) / (work + rest)), 2, 12);
      const used = reps * (work + rest);
      const target = sport === 'run' ? paceAround(ms) : hr(zone);
      steps.push(step('WARMUP', mins(f.wu), hr(2), t.intervals.wu(sport)));
      if (f.main - used >= 1) steps.push(step('ACTIVE', mins(f.main - used), hr(2), t.long.main(sport)));
      steps.push(
        repeat(reps, [
          step(
            'INTERVAL',
            mins(work),
            target,
            t.intervals.work(vo2, zone, sport === 'run' ? formatPacePerKm(ms) : null),
          ),
          step('RECOVERY', mins(rest), hr(1), t.intervals.rec(sport)),
        ]),
      );
      steps.push(step('COOLDOWN', mins(f.cd), hr(1), easyMove));
      name = `${t.intervals.name(sport, reps, work, zone)} (${formatMinutes(m)})`;
      about = t.intervals.about(where, reps, work, zone, sport === 'run' ? formatPacePerKm(ms) : null, rest);
      break;
    }
    case 'brick': {
      const settle = Math.min(5, Math.max(2, Math.round(m * 0.25)));
      const cd = m >= 15 ? 3 : 0;
      steps.push(step('ACTIVE', mins(settle), hr(2), t.brick.settle));
      steps.push(step('ACTIVE', mins(m - settle - cd), landTarget(ctx, race, 3), t.brick.main(paceText(ctx, race))));
      if (cd) steps.push(step('COOLDOWN', mins(cd), hr(1), t.brick.cd));
      name = t.brick.name(formatMinutes(m));
      about = t.brick.about;
      break;
    }
    case 'opener': {
      const f = frame(m, 0.2, 15, 5);
      const reps = sport === 'run' ? 4 : 3;
      const work = sport === 'run' ? 0.5 : 1;
      steps.push(step('WARMUP', mins(f.wu), hr(1), easyMove));
      if (f.main - reps * (work + 1.5) >= 1)
        steps.push(step('ACTIVE', mins(f.main - reps * (work + 1.5)), hr(2), t.long.main(sport)));
      steps.push(
        repeat(reps, [
          step('ACTIVE', mins(work), landTarget(ctx, race, 3), t.opener.pickup(paceText(ctx, race))),
          step('RECOVERY', mins(1.5), hr(1), easyMove),
        ]),
      );
      steps.push(step('COOLDOWN', mins(f.cd), hr(1), easyMove));
      name = t.opener.name(sport, formatMinutes(m));
      about = t.opener.about(where);
      break;
    }
    default: {
      return land({ ...spec, kind: 'easy' });
    }
  }
  const built = finishWorkout(name + where, about, SPORT_OF[sport], steps);
  // The sets are fitted to whole reps, so the steps may run a few minutes off the planned length: the name states theirs.
  return { ...built, workoutName: withStepsDuration(built) };
}

// ---------------------------------------------------------------- swim (distance-based)

function swimSteps(spec: SessionSpec, total: number, css: number): { steps: AnyStep[]; name: string; about: string } {
  const easy = paceAround(css * 0.85, 0.04);
  const steady = paceAround(css * 0.92, 0.03);
  const cssT = paceAround(css, 0.02);
  const race = paceAround(css * Math.min(0.93, RACE_SHARE[spec.distance].swim), 0.03);
  const ow = spec.venue === 'openwater';
  const wu = clamp(round(total * 0.2, 100), 100, 600);
  const cd = clamp(round(total * 0.1, 50), 100, 300);
  const main = Math.max(100, total - wu - cd);
  const t = textFor(spec.lang).session.swim;
  const steps: AnyStep[] = [step('WARMUP', metres(wu), easy, t.wu(ow))];
  let name = '';
  let about = '';
  const rest = (s: number, d = t.restAtWall): WorkoutStep => step('REST', { secs: s }, open, d);

  if (ow || spec.kind === 'openwater') {
    const blocks = Math.max(1, Math.round(main / 400));
    const len = round(main / blocks, 50);
    steps.push(
      repeat(blocks, [step('ACTIVE', metres(len), steady, t.ow.block), step('RECOVERY', metres(50), easy, t.ow.rec)]),
    );
    name = t.ow.name(round(total, 100));
    about = t.ow.about;
  } else if ((spec.kind === 'technique' && main <= 2000) || spec.kind === 'recovery') {
    const drills = clamp(Math.floor(main / 3 / 50), 2, 8);
    const swimPart = Math.max(100, main - drills * 50);
    const reps = Math.max(1, Math.round(swimPart / 100));
    steps.push(repeat(drills, [step('ACTIVE', metres(50), open, t.technique.drill), rest(15)]));
    steps.push(
      repeat(reps, [step('ACTIVE', metres(100), spec.kind === 'recovery' ? easy : steady, t.technique.swim), rest(15)]),
    );
    name = t.technique.name(spec.kind === 'recovery', round(total, 100));
    about = t.technique.about;
  } else if (spec.kind === 'intervals') {
    const reps = clamp(Math.round(main / 100), 3, 30);
    steps.push(repeat(reps, [step('INTERVAL', metres(100), cssT, t.css.rep), rest(spec.phase === 'base' ? 20 : 15)]));
    name = t.css.name(reps);
    about = t.css.about(reps, formatPacePer100(css));
  } else if (spec.kind === 'opener') {
    steps.push(repeat(4, [step('ACTIVE', metres(50), race, t.opener.rep), rest(20)]));
    steps.push(step('ACTIVE', metres(Math.max(100, main - 200)), easy, t.opener.easy));
    name = t.opener.name(round(total, 100));
    about = t.opener.about;
  } else {
    const long = spec.kind === 'long' || spec.kind === 'tempo';
    const len = long && main >= 1600 ? 400 : 200;
    const reps = Math.max(1, Math.floor(main / len));
    const target = spec.kind === 'tempo' ? race : steady;
    steps.push(
      repeat(reps, [step('ACTIVE', metres(len), target, t.steady.rep(spec.kind === 'tempo')), rest(long ? 30 : 20)]),
    );
    // The rest of the main set in one piece, so the session holds the metres (and minutes) it was built for.
    const extra = round(main - reps * len, 50);
    if (extra >= 50) steps.push(step('ACTIVE', metres(extra), target, t.steady.rep(spec.kind === 'tempo')));
    name = t.steady.name(long, reps, len);
    about = t.steady.about(spec.kind === 'tempo', reps, len, formatPacePer100(css * 0.92));
  }
  steps.push(step('COOLDOWN', metres(cd), easy, t.cd));
  return { steps, name, about };
}

/** Swim lengths tried either side of the scaled one, in the session's unit (50 or 100 m). */
const SWIM_SEARCH = 6;
/** Close enough to the asked minutes: no search. */
const SWIM_CLOSE_SECS = 45;

function swim(spec: SessionSpec): WorkoutDetails {
  const css = pacesFor(spec.fitness, spec.thresholds).swimCss;
  const target = Math.max(15, spec.minutes) * 60;
  const unit = target < 40 * 60 ? 50 : 100;
  let total = clamp(round(target * css * 0.8, unit), 400, 6000);
  let built = swimSteps(spec, total, css);
  // Rests and set lengths make the time per metre uneven: scale twice towards the asked minutes...
  for (
    let i = 0, secs = sumStepSeconds(built.steps, 'SWIMMING');
    i < 2;
    i++, secs = sumStepSeconds(built.steps, 'SWIMMING')
  ) {
    const scaled = clamp(round(total * (target / secs), unit), 400, 6000);
    if (Math.abs(scaled - total) < unit) break;
    total = scaled;
    built = swimSteps(spec, total, css);
  }
  // ...then take the nearest of the lengths around it: sets come in 100-400 m pieces, so one step can miss a lone
  // weekly swim by 5-10 % (the week must deliver its plan, record 027).
  let miss = Math.abs(sumStepSeconds(built.steps, 'SWIMMING') - target);
  for (let d = -SWIM_SEARCH; d <= SWIM_SEARCH && miss > SWIM_CLOSE_SECS; d++) {
    const t = total + d * unit;
    if (d === 0 || t < 400 || t > 6000) continue;
    const b = swimSteps(spec, t, css);
    const m = Math.abs(sumStepSeconds(b.steps, 'SWIMMING') - target);
    if (m < miss) {
      miss = m;
      built = b;
    }
  }
  const where = spec.venue === 'pool' ? textFor(spec.lang).session.poolWhere : '';
  return finishWorkout(built.name + where, built.about, 'SWIMMING', built.steps);
}

export function buildSession(spec: SessionSpec): WorkoutDetails {
  return spec.sport === 'swim' ? swim(spec) : land(spec);
}
