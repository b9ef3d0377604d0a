import type { Fitness, WorkoutDetails, WorkoutStep, AnyStep } from '../schemas/training';
import {
  SPORT_OF,
  formatPacePer100,
  formatPacePerKm,
  pacesFor,
  round,
  type DistanceClass,
  type SportKey,
} from './profile';
import { finishWorkout, hr, metres, mins, open, paceAround, repeat, speedAround, step, type Target } from './steps';
import { sumStepSeconds } from './guardrails/workout';

export type PhaseKey = 'base' | 'build' | 'peak' | 'taper' | 'race' | 'transition';
export type SessionKind = 'recovery' | 'easy' | 'long' | 'tempo' | 'intervals' | 'brick' | 'technique' | 'openwater' | 'opener';
export type Venue = 'pool' | 'openwater' | 'treadmill' | 'trainer' | 'outdoor';

export interface SessionSpec {
  sport: SportKey;
  kind: SessionKind;
  minutes: number;
  phase: PhaseKey;
  fitness: Fitness;
  distance: DistanceClass;
  venue?: Venue | null;
}

/** Hard kinds carry INTERVAL steps (zone 4-5); every other kind stays in zones 1-3. */
export const HARD_KINDS: SessionKind[] = ['intervals'];

const RACE_SHARE: Record<DistanceClass, { run: number; bike: number; swim: number }> = {
  sprint: { run: 0.97, bike: 0.95, swim: 1.0 },
  olympic: { run: 0.94, bike: 0.92, swim: 0.97 },
  half: { run: 0.87, bike: 0.85, swim: 0.93 },
  full: { run: 0.8, bike: 0.78, swim: 0.9 },
};

export function formatMinutes(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const r = m % 60;
  return r ? `${h}h${String(r).padStart(2, '0')}` : `${h}h`;
}

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

function landTarget(ctx: LandCtx, ms: number, zone: number): Target {
  if (ctx.sport === 'run') return paceAround(ms);
  return ctx.trainer ? hr(zone) : speedAround(ms);
}

function paceText(ctx: LandCtx, ms: number): string {
  return ctx.sport === 'run' ? formatPacePerKm(ms) : `${Math.round(ms * 3.6 * 10) / 10} km/h`;
}

function land(spec: SessionSpec): WorkoutDetails {
  const sport = spec.sport as 'run' | 'bike';
  const p = pacesFor(spec.fitness);
  const threshold = sport === 'run' ? p.runThreshold : p.bikeThreshold;
  const race = threshold * RACE_SHARE[spec.distance][sport];
  const ctx: LandCtx = { sport, spec, threshold, race, trainer: spec.venue === 'trainer' };
  const m = Math.max(10, Math.round(spec.minutes));
  const noun = sport === 'run' ? 'Run' : 'Ride';
  const where = spec.venue === 'treadmill' ? ' (treadmill)' : spec.venue === 'trainer' ? ' (indoor trainer)' : '';
  const move = sport === 'run' ? 'jog' : 'spin';
  const steps: AnyStep[] = [];
  let name = '';
  let about = '';

  switch (spec.kind) {
    case 'recovery': {
      const f = frame(m, 0.15, 10, 5);
      steps.push(step('WARMUP', mins(f.wu), hr(1), `Very easy ${move}, relaxed breathing`));
      steps.push(step('ACTIVE', mins(f.main), hr(1), 'Recovery pace: you could chat the whole time'));
      steps.push(step('COOLDOWN', mins(f.cd), hr(1), `Easy ${move} to finish`));
      name = `Recovery ${noun} ${formatMinutes(m)}`;
      about = `Recovery ${sport === 'run' ? 'run' : 'spin'}${where}: zone 1 only. It helps you absorb the harder days; if you feel flat, cut it short rather than push.`;
      break;
    }
    case 'easy': {
      const f = frame(m, 0.15, 15, 10);
      steps.push(step('WARMUP', mins(f.wu), hr(1), `Easy ${move}, build gradually`));
      const strides = sport === 'run' && m >= 40 && spec.phase !== 'transition';
      const drills = sport === 'bike' && m >= 45;
      const main = Math.max(5, f.main - (strides ? 4 : drills ? 6 : 0));
      steps.push(step('ACTIVE', mins(main), hr(2), 'Aerobic endurance, zone 2: steady and conversational'));
      if (strides)
        steps.push(
          repeat(4, [
            step('ACTIVE', { secs: 20 }, open, 'Stride: smooth and quick, relaxed shoulders, not a sprint'),
            step('RECOVERY', { secs: 40 }, hr(1), 'Walk or jog back'),
          ]),
        );
      else if (drills)
        steps.push(
          repeat(3, [
            step('ACTIVE', { secs: 60 }, open, 'High cadence 100+ rpm, light gear'),
            step('RECOVERY', { secs: 60 }, hr(1), 'Normal cadence, easy'),
          ]),
        );
      steps.push(step('COOLDOWN', mins(f.cd), hr(1), `Easy ${move}`));
      name = `Easy ${noun} ${formatMinutes(m)}`;
      about = `Aerobic ${sport === 'run' ? 'run' : 'ride'}${where} in zone 2. ${
        strides ? 'Finish with four relaxed strides to keep your form sharp.' : sport === 'bike' && m >= 45 ? 'Cadence drills at the end keep your pedal stroke smooth.' : 'Keep it easy enough to talk in full sentences.'
      }`;
      break;
    }
    case 'long': {
      const f = frame(m, 0.1, 15, 10);
      const racePart = (spec.phase === 'build' || spec.phase === 'peak') && m >= 60 ? round(f.main * (spec.phase === 'peak' ? 0.3 : 0.2), 5) : 0;
      steps.push(step('WARMUP', mins(f.wu), hr(1), `Easy ${move}, settle in`));
      steps.push(step('ACTIVE', mins(f.main - racePart), hr(2), sport === 'run' ? 'Steady zone 2; walk breaks at aid-station intervals are fine' : 'Steady zone 2; eat and drink every 20 minutes'));
      if (racePart > 0)
        steps.push(step('ACTIVE', mins(racePart), landTarget(ctx, race, 3), `Race pace ${paceText(ctx, race)}: practise your race-day effort and fuelling`));
      steps.push(step('COOLDOWN', mins(f.cd), hr(1), `Easy ${move}`));
      name = `Long ${noun} ${formatMinutes(m)}`;
      about = `The key endurance session of the week${where}. Mostly zone 2${
        racePart > 0 ? `, finishing with ${racePart} min at race pace (${paceText(ctx, race)})` : ''
      }. Rehearse race nutrition: about 60-90 g carbohydrate per hour on sessions over 90 minutes.`;
      break;
    }
    case 'tempo': {
      const f = frame(m, 0.2, 15, 10);
      const work = spec.phase === 'base' ? 8 : spec.phase === 'build' ? 12 : 15;
      const rest = 3;
      const reps = clamp(Math.floor((f.main + rest) / (work + rest)), 1, 6);
      const w = reps === 1 ? Math.max(5, f.main) : work;
      const used = reps * w + (reps > 1 ? reps * rest : 0);
      steps.push(step('WARMUP', mins(f.wu + Math.max(0, f.main - used)), hr(2), `Easy ${move} building to steady`));
      if (reps === 1) steps.push(step('ACTIVE', mins(w), hr(3), 'Tempo zone 3: comfortably hard, controlled breathing'));
      else
        steps.push(
          repeat(reps, [
            step('ACTIVE', mins(w), hr(3), 'Tempo zone 3: comfortably hard, controlled breathing'),
            step('RECOVERY', mins(rest), hr(1), `Easy ${move}`),
          ]),
        );
      steps.push(step('COOLDOWN', mins(f.cd), hr(1), `Easy ${move}`));
      name = `Tempo ${noun} ${reps > 1 ? `${reps}x${w} min` : `${w} min`}`;
      about = `Tempo${where}: ${reps > 1 ? `${reps} x ${w} min` : `${w} min`} in zone 3 to raise your aerobic ceiling without deep fatigue. Stay smooth; this is not a race.`;
      break;
    }
    case 'intervals': {
      const f = frame(m, 0.25, 20, 10);
      const vo2 = spec.phase === 'peak' && (spec.distance === 'sprint' || spec.distance === 'olympic');
      const work = spec.phase === 'base' ? 3 : vo2 ? 3 : spec.phase === 'taper' ? 2 : 5;
      const rest = vo2 ? 3 : spec.phase === 'base' ? 2 : 2.5;
      const zone = vo2 ? 5 : 4;
      const ms = threshold * (vo2 ? 1.05 : 1);
      const reps = clamp(Math.floor((f.main + rest) / (work + rest)), 2, 12);
      const used = reps * (work + rest);
      const target = sport === 'run' ? paceAround(ms) : hr(zone);
      steps.push(step('WARMUP', mins(f.wu + Math.max(0, f.main - used)), hr(2), `Easy ${move}, last 3 minutes progressively faster`));
      steps.push(
        repeat(reps, [
          step('INTERVAL', mins(work), target, `${vo2 ? 'VO2max' : 'Threshold'} effort, zone ${zone}${sport === 'run' ? ` at ${formatPacePerKm(ms)}` : ''}: strong but even`),
          step('RECOVERY', mins(rest), hr(1), `Easy ${move}, let your heart rate come down`),
        ]),
      );
      steps.push(step('COOLDOWN', mins(f.cd), hr(1), `Easy ${move}`));
      name = `${noun} Intervals ${reps}x${work} min Z${zone}`;
      about = `Quality session${where}: ${reps} x ${work} min in zone ${zone}${sport === 'run' ? ` (${formatPacePerKm(ms)})` : ''} with ${rest} min easy between. Hold the same effort on every rep; if the last reps fade badly, stop one early.`;
      break;
    }
    case 'brick': {
      const settle = Math.min(5, Math.max(2, Math.round(m * 0.25)));
      const cd = m >= 15 ? 3 : 0;
      steps.push(step('ACTIVE', mins(settle), hr(2), 'Straight off the bike: short quick steps, find your rhythm'));
      steps.push(step('ACTIVE', mins(m - settle - cd), landTarget(ctx, race, 3), `Race pace ${paceText(ctx, race)}: hold form on tired legs`));
      if (cd) steps.push(step('COOLDOWN', mins(cd), hr(1), 'Easy jog or walk'));
      name = `Brick Run ${formatMinutes(m)} off the bike`;
      about = `Run straight after your ride (transition under 5 minutes). Teaches your legs the bike-to-run switch; the first minutes feel heavy, that is normal.`;
      break;
    }
    case 'opener': {
      const f = frame(m, 0.35, 15, 5);
      const reps = sport === 'run' ? 4 : 3;
      const work = sport === 'run' ? 0.5 : 1;
      steps.push(step('WARMUP', mins(f.wu + Math.max(0, f.main - reps * (work + 1.5))), hr(1), `Easy ${move}`));
      steps.push(
        repeat(reps, [
          step('ACTIVE', mins(work), landTarget(ctx, race, 3), `Pick-up to race pace ${paceText(ctx, race)}, relaxed`),
          step('RECOVERY', mins(1.5), hr(1), `Easy ${move}`),
        ]),
      );
      steps.push(step('COOLDOWN', mins(f.cd), hr(1), `Easy ${move}`));
      name = `${noun} Opener ${formatMinutes(m)}`;
      about = `Short pre-race session${where}: a few race-pace pick-ups to wake the legs up without tiring them. Check your equipment while you are at it.`;
      break;
    }
    default: {
      return land({ ...spec, kind: 'easy' });
    }
  }
  return finishWorkout(name + where, about, SPORT_OF[sport], steps);
}

// ---------------------------------------------------------------- swim (distance-based)

function swimSteps(spec: SessionSpec, total: number, css: number): { steps: AnyStep[]; name: string; about: string } {
  const easy = paceAround(css * 0.85, 0.04);
  const steady = paceAround(css * 0.92, 0.03);
  const cssT = paceAround(css, 0.02);
  const race = paceAround(css * RACE_SHARE[spec.distance].swim, 0.03);
  const ow = spec.venue === 'openwater';
  const wu = clamp(round(total * 0.2, 100), 100, 600);
  const cd = clamp(round(total * 0.1, 50), 100, 300);
  const main = Math.max(100, total - wu - cd);
  const steps: AnyStep[] = [step('WARMUP', metres(wu), easy, ow ? 'Easy swim, get used to the water; breathe bilaterally' : 'Easy freestyle, mix in backstroke if you like')];
  let name = '';
  let about = '';
  const rest = (s: number, d = 'Rest at the wall'): WorkoutStep => step('REST', { secs: s }, open, d);

  if (ow || spec.kind === 'openwater') {
    const blocks = Math.max(1, Math.round(main / 400));
    const len = round(main / blocks, 50);
    steps.push(repeat(blocks, [step('ACTIVE', metres(len), steady, 'Steady: sight every 6-8 strokes, swim straight lines'), step('RECOVERY', metres(50), easy, 'Easy breaststroke or freestyle, look around')]));
    name = `Open Water Swim ${round(total, 100)} m`;
    about = 'Open-water skills: sighting, drafting feel and steady pacing. Swim with a buddy or a tow float, never alone.';
  } else if (spec.kind === 'technique' || spec.kind === 'recovery') {
    const drills = clamp(Math.floor(main / 3 / 50), 2, 8);
    const swimPart = Math.max(100, main - drills * 50);
    const reps = Math.max(1, Math.round(swimPart / 100));
    steps.push(repeat(drills, [step('ACTIVE', metres(50), open, 'Drill: catch-up / fingertip drag / 6-kick switch, focus on a long body line'), rest(15)]));
    steps.push(repeat(reps, [step('ACTIVE', metres(100), spec.kind === 'recovery' ? easy : steady, 'Smooth freestyle, apply the drill focus'), rest(15)]));
    name = `${spec.kind === 'recovery' ? 'Recovery' : 'Technique'} Swim ${round(total, 100)} m`;
    about = 'Technique first: drills for body position and catch, then relaxed 100s holding the same form. Quality strokes over speed.';
  } else if (spec.kind === 'intervals') {
    const reps = clamp(Math.round(main / 100), 3, 30);
    steps.push(repeat(reps, [step('INTERVAL', metres(100), cssT, 'At CSS pace: strong and even, same time on every 100'), rest(spec.phase === 'base' ? 20 : 15)]));
    name = `CSS Swim ${reps}x100 m`;
    about = `Threshold swim: ${reps} x 100 m at CSS pace (${formatPacePer100(css)}) with short rests. Builds the speed you can hold for the whole race swim.`;
  } else if (spec.kind === 'opener') {
    steps.push(repeat(4, [step('ACTIVE', metres(50), race, 'Race-pace 50: fast but relaxed'), rest(20)]));
    steps.push(step('ACTIVE', metres(Math.max(100, main - 200)), easy, 'Easy swim, long strokes'));
    name = `Swim Opener ${round(total, 100)} m`;
    about = 'Short pre-race swim: a few race-pace 50s to feel sharp, the rest easy.';
  } else {
    const long = spec.kind === 'long' || spec.kind === 'tempo';
    const len = long && main >= 1600 ? 400 : 200;
    const reps = Math.max(1, Math.round(main / len));
    const target = spec.kind === 'tempo' ? race : steady;
    steps.push(repeat(reps, [step('ACTIVE', metres(len), target, spec.kind === 'tempo' ? 'Race pace: settle into your race rhythm' : 'Steady aerobic: long strokes, even pace'), rest(long ? 30 : 20)]));
    name = `${long ? 'Endurance' : 'Aerobic'} Swim ${reps}x${len} m`;
    about = `${spec.kind === 'tempo' ? 'Race-pace' : 'Aerobic'} swim: ${reps} x ${len} m ${spec.kind === 'tempo' ? 'at race rhythm' : `steady (about ${formatPacePer100(css * 0.92)})`}. Builds swim-specific endurance so you leave the water with energy to spare.`;
  }
  steps.push(step('COOLDOWN', metres(cd), easy, 'Easy swim, any stroke'));
  return { steps, name, about };
}

function swim(spec: SessionSpec): WorkoutDetails {
  const css = pacesFor(spec.fitness).swimCss;
  const target = Math.max(15, spec.minutes) * 60;
  let total = clamp(round(target * css * 0.8, 100), 400, 6000);
  let built = swimSteps(spec, total, css);
  const secs = sumStepSeconds(built.steps, 'SWIMMING');
  const scaled = clamp(round(total * (target / secs), 100), 400, 6000);
  if (Math.abs(scaled - total) >= 100) {
    total = scaled;
    built = swimSteps(spec, total, css);
  }
  const where = spec.venue === 'openwater' ? '' : spec.venue === 'pool' ? ' (pool)' : '';
  return finishWorkout(built.name + where, built.about, 'SWIMMING', built.steps);
}

export function buildSession(spec: SessionSpec): WorkoutDetails {
  return spec.sport === 'swim' ? swim(spec) : land(spec);
}
