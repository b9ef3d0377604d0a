import type { AnyStep, Fitness, WorkoutDetails, WorkoutRepeatStep, WorkoutStep } from '../schemas/training';
import { stepSeconds, sumStepSeconds } from './guardrails/workout-limits';
import { isHardWorkout } from './intensity';
import { KEY_OF } from './profile';
import { parseKind, parseSport, parseVenue } from './prompt-parse';
import { buildSession, formatMinutes, type SessionKind } from './sessions';
import { finishWorkout } from './steps';
import { textFor } from './text/index';
import type { Lang, ModifyContext, ModifyResult } from './types';
import { describeWorkout, mainSetOf, renamed } from './workout-text';

/** Polish requests (no \\b around words that start or end with a Polish letter: \\w does not cover them). */
const PL = {
  swap: /(zamie[nń]|zmie[nń]|zamiast)/,
  fewer: /(mniej|usu[nń]|odejmij)[^.]*(interwał|powtórze|seri)/,
  more: /(więcej|dodaj|dołóż)[^.]*(interwał|powtórze|seri)/,
  easier: /(lżej|łatwiej|spokojniej|lżejsz|zmęczon)/,
  harder: /(mocniej|trudniej|ciężej|intensywniej|mocniejsz)/,
  move: /(przenie[sś]|przesu[nń]|daj|wrzu[cć])[^.]*(mocn|interwał|szybk|intensywn)[^.]*(kon|koń|począt|środ)/,
  shorter: /(krócej|skró[cć]|krótsz)/,
  longer: /(dłużej|wydłuż|dłuższ)/,
  target: /(?:mam tylko|tylko|ustaw na|zrób|na)\s+(\d+(?:[.,]\d+)?)\s*(min|minut\w*|h|godz\w*)/,
};

const DEFAULT_FITNESS: Fitness = { swimLevel: 50, bikeLevel: 50, runLevel: 50 };
const isMain = (s: WorkoutStep) => s.intensity === 'ACTIVE' || s.intensity === 'INTERVAL';
const isHardStep = (s: AnyStep): boolean =>
  s.type === 'WorkoutRepeatStep'
    ? s.steps.some((c): boolean => isHardStep(c))
    : s.intensity === 'INTERVAL' || (s.targetType === 'HEART_RATE' && (s.targetValue ?? 0) >= 4);

/** The workout on new steps; unless a name and description are given, both are derived again from the steps. */
function rebuild(
  w: WorkoutDetails,
  steps: AnyStep[],
  lang?: Lang,
  name?: string,
  description?: string,
): WorkoutDetails {
  const out = finishWorkout(name ?? w.workoutName, description ?? w.description, w.sport, steps);
  if (name !== undefined)
    return {
      ...out,
      workoutName: renamed(out.workoutName, formatMinutes(out.estimatedDurationInSecs / 60), out.steps),
    };
  const say = textFor(lang).modify;
  const derived = describeWorkout(out, lang, w);
  const kept = [say.treadmillDescription, say.trainerDescription].filter(
    (x) => w.description.includes(x) && !derived.description.includes(x),
  );
  return finishWorkout(derived.workoutName, [derived.description, ...kept].join(' '), w.sport, out.steps);
}

function withSeconds(s: WorkoutStep, secs: number, sport: WorkoutDetails['sport']): WorkoutStep {
  if (s.durationType === 'TIME') return { ...s, durationValue: Math.max(60, Math.round(secs / 10) * 10) };
  const speed = s.durationValue / stepSeconds(s, sport);
  return { ...s, durationValue: Math.max(50, Math.round((secs * speed) / 50) * 50) };
}

/** Warm-up at most a quarter of the shortened session, between 3 and 10 min; cool-down between 2 and 5 min. */
const WARMUP_SHARE = 0.25;
const COOLDOWN_SHARE = 0.15;
const floorOf = (s: WorkoutStep, target: number) =>
  s.intensity === 'WARMUP'
    ? Math.max(180, Math.min(600, target * WARMUP_SHARE))
    : Math.max(120, Math.min(300, target * COOLDOWN_SHARE));

/**
 * Shortens by cutSecs: warm-up and cool-down toward their floors and the easy parts first, then the main set's
 * repeats, then hard blocks; so the main set is the last thing to go and the warm-up stays about a quarter at most.
 */
function trimBy(w: WorkoutDetails, cutSecs: number): AnyStep[] {
  const steps = [...w.steps];
  const target = w.estimatedDurationInSecs - cutSecs;
  const main = mainSetOf(w);
  let left = cutSecs;
  const shrink = (i: number, floor: number) => {
    const s = steps[i] as WorkoutStep;
    const now = stepSeconds(s, w.sport);
    if (left < 30 || now <= floor) return;
    steps[i] =
      floor === 0 && now <= left ? { ...s, durationValue: 0 } : withSeconds(s, Math.max(floor, now - left), w.sport);
    left -= now - stepSeconds(steps[i] as WorkoutStep, w.sport);
  };
  const singles = (keep: (s: WorkoutStep) => boolean) =>
    steps
      .map((s, i) => ({ s, i }))
      .filter((x): x is { s: WorkoutStep; i: number } => x.s.type === 'WorkoutStep' && keep(x.s))
      .sort((a, b) => stepSeconds(b.s, w.sport) - stepSeconds(a.s, w.sport));
  for (const { s, i } of singles((x) => x.intensity === 'WARMUP' || x.intensity === 'COOLDOWN'))
    shrink(i, floorOf(s, target));
  for (const { i } of singles((x) => isMain(x) && !isHardStep(x))) shrink(i, main ? 0 : 180);
  const repeats = steps.map((s, i) => ({ s, i })).filter((x) => x.s.type === 'WorkoutRepeatStep');
  for (const { s, i } of [...repeats.filter((x) => x.s !== main), ...repeats.filter((x) => x.s === main)]) {
    if (left < 60 || s.type !== 'WorkoutRepeatStep') continue;
    const one = s.steps.reduce((t, c) => t + stepSeconds(c, w.sport), 0);
    const rv = Math.max(1, s.repeatValue - Math.round(left / one));
    left -= (s.repeatValue - rv) * one;
    steps[i] = { ...s, repeatValue: rv };
  }
  for (const { i } of singles((x) => isMain(x) && isHardStep(x))) shrink(i, 180);
  // The repeats come off in whole units, so the warm-up is held to a quarter of what is left (wu = rest / 3).
  const wu = steps.findIndex((s) => s.type === 'WorkoutStep' && s.intensity === 'WARMUP');
  if (wu >= 0) {
    const now = stepSeconds(steps[wu] as WorkoutStep, w.sport);
    const others = sumStepSeconds(steps, w.sport) - now;
    const cap = Math.max(180, Math.floor(others / 3 / 10) * 10);
    if (now > cap) steps[wu] = withSeconds(steps[wu] as WorkoutStep, cap, w.sport);
  }
  return steps;
}

/** Changes the total by deltaSecs: the longest steady block first, then repeats, then warm-up/cool-down. */
function changeBy(w: WorkoutDetails, deltaSecs: number): AnyStep[] {
  if (deltaSecs < 0) return trimBy(w, -deltaSecs);
  const steps = [...w.steps];
  let left = deltaSecs;
  const singles = steps
    .map((s, i) => ({ s, i }))
    .filter((x): x is { s: WorkoutStep; i: number } => x.s.type === 'WorkoutStep' && isMain(x.s))
    .sort((a, b) => stepSeconds(b.s, w.sport) - stepSeconds(a.s, w.sport));
  for (const { s, i } of singles) {
    if (Math.abs(left) < 30) break;
    const now = stepSeconds(s, w.sport);
    const next = Math.max(180, now + left);
    steps[i] = withSeconds(s, next, w.sport);
    left -= stepSeconds(steps[i] as WorkoutStep, w.sport) - now;
  }
  steps.forEach((s, i) => {
    if (Math.abs(left) < 60 || s.type !== 'WorkoutRepeatStep') return;
    const one = s.steps.reduce((t, c) => t + stepSeconds(c, w.sport), 0);
    const rv = Math.min(99, Math.max(1, s.repeatValue + Math.round(left / one)));
    left -= (rv - s.repeatValue) * one;
    steps[i] = { ...s, repeatValue: rv };
  });
  steps.forEach((s, i) => {
    if (Math.abs(left) < 30 || s.type !== 'WorkoutStep' || isMain(s)) return;
    const now = stepSeconds(s, w.sport);
    steps[i] = withSeconds(s, Math.max(120, now + left), w.sport);
    left -= stepSeconds(steps[i] as WorkoutStep, w.sport) - now;
  });
  return steps;
}

function scaleSteps(w: WorkoutDetails, f: number): AnyStep[] {
  return w.steps.map((s) =>
    s.type === 'WorkoutRepeatStep'
      ? { ...s, repeatValue: Math.min(99, Math.max(1, Math.round(s.repeatValue * f))) }
      : withSeconds(s, stepSeconds(s, w.sport) * f, w.sport),
  );
}

/** A hard step eased to a steady one no longer tells the athlete to go hard. */
const steadied = (before: WorkoutStep, after: WorkoutStep, steadyText: string): WorkoutStep =>
  before.intensity === 'INTERVAL' && after.intensity === 'ACTIVE' ? { ...after, description: steadyText } : after;

function shiftIntensity(w: WorkoutDetails, dir: 1 | -1, lang?: Lang): AnyStep[] {
  const steadyText = textFor(lang).session.tempo.main;
  const shift = (s: WorkoutStep): WorkoutStep => steadied(s, shifted(s), steadyText);
  const shifted = (s: WorkoutStep): WorkoutStep => {
    if (s.intensity === 'WARMUP' || s.intensity === 'COOLDOWN' || s.intensity === 'REST' || s.intensity === 'RECOVERY')
      return s;
    if (s.targetType === 'HEART_RATE') {
      const z = Math.min(5, Math.max(1, (s.targetValue ?? 2) + dir));
      const intensity =
        dir < 0 && z <= 3 && s.intensity === 'INTERVAL' ? 'ACTIVE' : dir > 0 && z >= 4 ? 'INTERVAL' : s.intensity;
      return { ...s, targetValue: z, intensity };
    }
    if (s.targetType === 'PACE' || s.targetType === 'SPEED') {
      const f = dir > 0 ? 1.03 : 0.95;
      const r = (x: number | null) => (x === null ? null : Math.round(x * f * 1000) / 1000);
      return {
        ...s,
        targetValueLow: r(s.targetValueLow),
        targetValueHigh: r(s.targetValueHigh),
        intensity: dir < 0 && s.intensity === 'INTERVAL' ? 'ACTIVE' : s.intensity,
      };
    }
    return s;
  };
  return w.steps.map((s) => (s.type === 'WorkoutRepeatStep' ? { ...s, steps: s.steps.map(shift) } : shift(s)));
}

/** The workout resized to about `minutes`: the longest steady block first, then repeats, then warm-up and cool-down. */
export function resizeWorkout(w: WorkoutDetails, minutes: number, lang?: Lang): WorkoutDetails {
  return rebuild(w, changeBy(w, minutes * 60 - w.estimatedDurationInSecs), lang);
}

/** One notch easier: heart-rate zones down one, paces 5 % slower, intervals that fall to zone 3 become steady. */
export function easeWorkout(w: WorkoutDetails, lang?: Lang): WorkoutDetails {
  return rebuild(w, shiftIntensity(w, -1, lang), lang);
}

/** The workout with no hard part left: zones down until none is 4 or 5, every interval a steady block. */
export function easyVersionOf(w: WorkoutDetails, lang?: Lang): WorkoutDetails {
  let out = w;
  for (let i = 0; i < 4 && isHardWorkout(out); i++) out = easeWorkout(out, lang);
  const steady = (s: WorkoutStep): WorkoutStep =>
    steadied(s, s.intensity === 'INTERVAL' ? { ...s, intensity: 'ACTIVE' } : s, textFor(lang).session.tempo.main);
  return isHardWorkout(out)
    ? rebuild(
        out,
        out.steps.map((s) => (s.type === 'WorkoutRepeatStep' ? { ...s, steps: s.steps.map(steady) } : steady(s))),
        lang,
      )
    : out;
}

function inferKind(w: WorkoutDetails): SessionKind {
  if (w.sport === 'STRENGTH_TRAINING') return 'easy';
  const k = parseKind(w.workoutName, KEY_OF[w.sport]);
  if (k) return k === 'brick' ? 'easy' : k;
  return isHardWorkout(w) ? 'intervals' : 'easy';
}

/**
 * Applies a free-text change deterministically. Recognised: shorter/longer (by minutes, percent or ~20 %),
 * easier/harder, fewer/more intervals, swap sport, venue (pool, open water, treadmill, trainer, outdoors), move the
 * hard part to the start/middle/end. Anything else returns the workout unchanged with understood=false.
 */
export function modifyWorkout(workout: WorkoutDetails, request: string, ctx: ModifyContext = {}): ModifyResult {
  const t = request.toLowerCase();
  const say = textFor(ctx.lang).modify;
  const fitness = ctx.fitness ?? DEFAULT_FITNESS;
  let w = workout;
  const done: string[] = [];
  const failed: string[] = [];
  const mins = (w1: WorkoutDetails) => Math.round(w1.estimatedDurationInSecs / 60);

  const swap = /\b(swap|switch|change|replace|instead|make it)\b/.test(t)
    ? (parseSport(t.replace(/.*\b(to|for|into|with|it a)\b/, '')) ?? parseSport(t))
    : PL.swap.test(t)
      ? (parseSport(t.replace(/.*\bna\b/, '')) ?? parseSport(t))
      : null;
  // Strength work has no race sport, venue or pace: it can be swapped, shortened, lengthened or eased.
  const current = w.sport === 'STRENGTH_TRAINING' ? null : KEY_OF[w.sport];
  if (swap && swap !== current) {
    const kind = inferKind(w);
    w = buildSession({
      sport: swap,
      kind: kind === 'technique' || kind === 'openwater' ? 'easy' : kind,
      minutes: mins(w),
      phase: 'build',
      fitness,
      distance: 'olympic',
      venue: parseVenue(t),
      lang: ctx.lang,
    });
    done.push(say.swapped(swap));
  }
  const venue = parseVenue(t);
  if (venue && !swap && current) {
    const sport = current;
    if (venue === 'openwater' && sport === 'swim') {
      w = buildSession({
        sport,
        kind: 'openwater',
        minutes: mins(w),
        phase: 'build',
        fitness,
        distance: 'olympic',
        venue,
        lang: ctx.lang,
      });
      done.push(say.openWater);
    } else if (venue === 'pool' && sport === 'swim') {
      w = rebuild(w, w.steps, ctx.lang, say.poolName(w.workoutName));
      done.push(say.pool);
    } else if (venue === 'treadmill' && sport === 'run') {
      w = rebuild(
        w,
        w.steps,
        ctx.lang,
        say.treadmillName(w.workoutName),
        `${w.description} ${say.treadmillDescription}`,
      );
      done.push(say.treadmill);
    } else if (venue === 'trainer' && sport === 'bike') {
      const toHr = (s: WorkoutStep): WorkoutStep =>
        s.targetType === 'SPEED'
          ? {
              ...s,
              targetType: 'HEART_RATE',
              targetValue: s.intensity === 'INTERVAL' ? 4 : 3,
              targetValueLow: null,
              targetValueHigh: null,
            }
          : s;
      const steps = w.steps.map((s) => (s.type === 'WorkoutRepeatStep' ? { ...s, steps: s.steps.map(toHr) } : toHr(s)));
      w = rebuild(w, steps, ctx.lang, say.trainerName(w.workoutName), `${w.description} ${say.trainerDescription}`);
      done.push(say.trainer);
    } else if (venue === 'outdoor') {
      w = rebuild(w, w.steps, ctx.lang, say.outdoorName(w.workoutName));
      done.push(say.outdoor);
    } else failed.push(say.venueMismatch(venue, sport));
  }

  const fewer = /\b(fewer|less|reduce|remove|drop)\b[^.]*\b(interval|rep|repeat|set)s?\b/.test(t) || PL.fewer.test(t);
  const more = /\b(more|add|extra|increase)\b[^.]*\b(interval|rep|repeat|set)s?\b/.test(t) || PL.more.test(t);
  if (fewer || more) {
    const n = Number(t.match(/\b(\d+)\b/)?.[1] ?? (fewer ? 1 : 1));
    const idx = w.steps.findIndex((s) => s.type === 'WorkoutRepeatStep' && isHardStep(s));
    const any = idx >= 0 ? idx : w.steps.findIndex((s) => s.type === 'WorkoutRepeatStep');
    if (any < 0) failed.push(say.noIntervals);
    else {
      const r = w.steps[any] as WorkoutRepeatStep;
      const rv = Math.min(99, Math.max(1, r.repeatValue + (fewer ? -n : n)));
      const steps = [...w.steps];
      steps[any] = { ...r, repeatValue: rv };
      w = rebuild(w, steps, ctx.lang);
      done.push(say.intervals(fewer, r.repeatValue, rv));
    }
  }

  const easier =
    (/\b(easier|easy|lighter|less intense|gentler|tired|lżej|łatwiej)\b/.test(t) || PL.easier.test(t)) &&
    !/\bnot easier\b/.test(t);
  const harder = /\b(harder|more intense|tougher|challenging|mocniej|trudniej)\b/.test(t) || PL.harder.test(t);
  if (easier || harder) {
    w = rebuild(w, shiftIntensity(w, harder ? 1 : -1, ctx.lang), ctx.lang);
    done.push(harder ? say.harder : say.easier);
  }

  const mv = t.match(
    /\b(move|put|shift|place)\b[^.]*\b(hard|interval|effort|fast|main set|intensity)\w*[^.]*\b(end|finish|last|start|beginning|begin|first|middle)\b/,
  );
  const mvPl = mv ? null : t.match(PL.move);
  if (mv || mvPl) {
    const where = mv
      ? mv[3]
      : /kon|koń/.test(mvPl?.[3] ?? '')
        ? 'end'
        : /środ/.test(mvPl?.[3] ?? '')
          ? 'middle'
          : 'start';
    const hardIdx = w.steps.map((s, i) => (isHardStep(s) ? i : -1)).filter((i) => i >= 0);
    const steadyIdx = w.steps
      .map((s, i) => (s.type === 'WorkoutStep' && s.intensity === 'ACTIVE' && !isHardStep(s) ? i : -1))
      .filter((i) => i >= 0);
    const firstMain = w.steps.findIndex((s) => s.type !== 'WorkoutStep' || s.intensity !== 'WARMUP');
    if (!hardIdx.length || !steadyIdx.length || firstMain < 0) failed.push(say.noReorder);
    else {
      const first = w.steps.findIndex((s) => s.type !== 'WorkoutStep' || s.intensity !== 'WARMUP');
      const lastNonCd =
        w.steps.length -
        1 -
        [...w.steps].reverse().findIndex((s) => s.type !== 'WorkoutStep' || s.intensity !== 'COOLDOWN');
      const head = w.steps.slice(0, first);
      const tail = w.steps.slice(lastNonCd + 1);
      const middle = w.steps.slice(first, lastNonCd + 1);
      const hard = middle.filter(isHardStep);
      const easy = middle.filter((s) => !isHardStep(s));
      const half = Math.ceil(easy.length / 2);
      const ordered = /end|finish|last/.test(where)
        ? [...easy, ...hard]
        : /middle/.test(where)
          ? [...easy.slice(0, half), ...hard, ...easy.slice(half)]
          : [...hard, ...easy];
      w = rebuild(w, [...head, ...ordered, ...tail], ctx.lang);
      done.push(say.moved(/end|finish|last/.test(where) ? 'end' : /middle/.test(where) ? 'middle' : 'start'));
    }
  }

  const pct = t.match(/(\d+)\s*%/);
  const minutesMatch = t.match(/(\d+)\s*(?:min|mins|minutes|minut\w*)\b/);
  const hours = t.match(/(\d+(?:[.,]\d+)?)\s*(?:h|hours?|hrs?|godz\w*)\b/);
  const shorter = /\b(shorter|shorten|reduce|cut|less time|krócej|skróć)\b/.test(t) || PL.shorter.test(t);
  const longer = (/\b(longer|extend|lengthen|add|more time|dłużej|wydłuż)\b/.test(t) || PL.longer.test(t)) && !more;
  const target =
    t.match(/\b(?:to|only have|have only|i have|make it|into)\s+(\d+(?:[.,]\d+)?)\s*(min|mins|minutes|h|hours?)\b/) ??
    t.match(PL.target);
  if (target && !swap && !shorter && !longer) {
    const v = Number(target[1].replace(',', '.'));
    const wanted = /^(h|godz)/.test(target[2]) ? v * 3600 : v * 60;
    w = rebuild(w, changeBy(w, wanted - w.estimatedDurationInSecs), ctx.lang);
    done.push(say.setTo(formatMinutes(wanted / 60), formatMinutes(mins(w))));
  } else if (shorter || longer) {
    const sign = shorter ? -1 : 1;
    if (pct) {
      w = rebuild(
        w,
        shorter
          ? changeBy(w, (-w.estimatedDurationInSecs * Number(pct[1])) / 100)
          : scaleSteps(w, 1 + Number(pct[1]) / 100),
        ctx.lang,
      );
      done.push(say.byPercent(shorter, pct[1], formatMinutes(mins(w))));
    } else {
      const delta = minutesMatch
        ? Number(minutesMatch[1]) * 60
        : hours
          ? Number(hours[1].replace(',', '.')) * 3600
          : w.estimatedDurationInSecs * 0.2;
      const before = mins(w);
      w = rebuild(w, changeBy(w, sign * delta), ctx.lang);
      done.push(say.fromTo(shorter, formatMinutes(before), formatMinutes(mins(w))));
    }
  }

  if (!done.length) {
    return {
      workout,
      understood: false,
      explanation: failed.length ? say.nothingChanged(failed) : say.notUnderstood,
    };
  }
  return { workout: w, understood: true, explanation: [...done, ...failed].join(' ') };
}
