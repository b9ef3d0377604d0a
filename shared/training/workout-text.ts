import { powerZone } from './zones';
import type { AnyStep, WorkoutDetails, WorkoutRepeatStep, WorkoutStep } from '../schemas/training';
import { stepSeconds } from './guardrails/workout-limits';
import { KEY_OF, formatPacePer100, formatPacePerKm } from './profile';
import { formatMinutes } from './sessions';
import { describeStrength } from './strength';
import { textFor } from './text/index';
import type { Lang } from './types';

/** A set of repeats counts as the main set when its work lasts 2 min / 100 m or more (strides and drills do not). */
const MAIN_WORK_SECONDS = 120;
const MAIN_WORK_METRES = 100;
const LONG = /^(long|dług)/i;
const SPECIAL =
  /(brick|zakładka|opener|pobudzenie|open water|wodach otwartych|technique|techniczne|recovery swim|regeneracyjne \d)/i;

const isHard = (s: WorkoutStep) =>
  s.intensity === 'INTERVAL' || (s.targetType === 'HEART_RATE' && (s.targetValue ?? 0) >= 4);
const workOf = (r: WorkoutRepeatStep) => r.steps.find((c) => c.intensity === 'INTERVAL' || c.intensity === 'ACTIVE');
const restOf = (r: WorkoutRepeatStep) => r.steps.find((c) => c.intensity === 'RECOVERY' || c.intensity === 'REST');
const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const mid = (s: WorkoutStep) =>
  s.targetValueLow && s.targetValueHigh ? (s.targetValueLow + s.targetValueHigh) / 2 : null;

/** The main set of a workout: a hard set of repeats first, else the longest set of long-enough repeats. */
export function mainSetOf(w: Pick<WorkoutDetails, 'sport' | 'steps'>): WorkoutRepeatStep | undefined {
  const sets = w.steps
    .filter((s): s is WorkoutRepeatStep => s.type === 'WorkoutRepeatStep')
    .filter((r) => {
      const work = workOf(r);
      if (!work) return false;
      return work.durationType === 'DISTANCE'
        ? work.durationValue >= MAIN_WORK_METRES
        : stepSeconds(work, w.sport) >= MAIN_WORK_SECONDS;
    });
  return (
    sets.find((r) => r.steps.some(isHard)) ??
    [...sets].sort(
      (a, b) => b.repeatValue * (workOf(b)?.durationValue ?? 0) - a.repeatValue * (workOf(a)?.durationValue ?? 0),
    )[0]
  );
}

/** The zone a hard step is held in: its heart-rate zone, else the zone its own instruction names, else threshold (4). */
function zoneOf(s: WorkoutStep): number {
  if (s.targetType === 'HEART_RATE' && s.targetValue) return s.targetValue;
  if (s.targetType === 'POWER' && s.targetValueLow && s.targetValueHigh)
    return powerZone((s.targetValueLow + s.targetValueHigh) / 2);
  return Number(s.description?.match(/(?:zone|strefa tętna) (\d)/)?.[1] ?? 4);
}

/**
 * The workout's name and description derived from its steps, in the athlete's language, with the same wording as a
 * freshly built session: every change to the steps (modify, adapt) re-derives them, so the words match the workout.
 * Sessions whose character is not in the steps (brick, opener, technique, open water) keep their name and text, with
 * only the duration and repeat count in the name brought up to date.
 */
export function describeWorkout(
  w: WorkoutDetails,
  lang?: Lang | null,
  previous: Pick<WorkoutDetails, 'workoutName' | 'description'> = w,
): Pick<WorkoutDetails, 'workoutName' | 'description'> {
  if (w.sport === 'STRENGTH_TRAINING') return describeStrength(w, lang);
  const t = textFor(lang).session;
  const sport = KEY_OF[w.sport];
  const dur = formatMinutes(w.estimatedDurationInSecs / 60);
  const main = mainSetOf(w);
  const work = main && workOf(main);
  const rest = main && restOf(main);
  const keep = { workoutName: renamed(previous.workoutName, dur, w.steps), description: previous.description };
  if (SPECIAL.test(previous.workoutName)) return keep;

  if (sport === 'swim') {
    const where = previous.workoutName.includes(t.poolWhere) ? t.poolWhere : '';
    if (!main || !work || work.durationType !== 'DISTANCE') return keep;
    const pace = formatPacePer100(mid(work) ?? 1);
    if (work.intensity === 'INTERVAL')
      return {
        workoutName: t.swim.css.name(main.repeatValue) + where,
        description: t.swim.css.about(main.repeatValue, pace),
      };
    const tempo = work.description === t.swim.steady.rep(true);
    const long = work.durationValue >= 400 || /endurance|wytrzymało/i.test(previous.workoutName);
    return {
      workoutName: t.swim.steady.name(long, main.repeatValue, work.durationValue) + where,
      description: t.swim.steady.about(tempo, main.repeatValue, work.durationValue, pace),
    };
  }

  const venue = previous.workoutName.includes(t.landWhere('treadmill'))
    ? 'treadmill'
    : previous.workoutName.includes(t.landWhere('trainer'))
      ? 'trainer'
      : null;
  const where = t.landWhere(venue);
  if (main && work && work.durationType === 'TIME') {
    const reps = main.repeatValue;
    const workMin = oneDecimal(work.durationValue / 60);
    if (isHard(work)) {
      const zone = zoneOf(work);
      const pace = sport === 'run' && mid(work) ? formatPacePerKm(mid(work) as number) : null;
      const restMin = rest ? oneDecimal(stepSeconds(rest, w.sport) / 60) : 0;
      return {
        workoutName: `${t.intervals.name(sport, reps, workMin, zone)} (${dur})${where}`,
        description: t.intervals.about(where, reps, workMin, zone, pace, restMin),
      };
    }
    return {
      workoutName: `${t.tempo.name(sport, reps, workMin)} (${dur})${where}`,
      description: t.tempo.about(where, reps, workMin),
    };
  }
  const singles = w.steps.filter((s): s is WorkoutStep => s.type === 'WorkoutStep');
  const body = singles.filter((s) => s.intensity === 'ACTIVE' || s.intensity === 'INTERVAL');
  const tempo = body.find((s) => s.targetType === 'HEART_RATE' && (s.targetValue ?? 0) >= 3);
  if (LONG.test(previous.workoutName)) {
    const race = body.find((s) => s.targetType === 'PACE' || (s.targetType === 'HEART_RATE' && s.targetValue === 3));
    const racePace =
      race && (sport === 'run' && mid(race) ? formatPacePerKm(mid(race) as number) : `Z${race.targetValue ?? 3}`);
    return {
      workoutName: t.long.name(sport, dur) + where,
      description: t.long.about(where, race ? Math.round(stepSeconds(race, w.sport) / 60) : 0, racePace ?? ''),
    };
  }
  if (tempo) {
    const m = Math.round(stepSeconds(tempo, w.sport) / 60);
    return { workoutName: `${t.tempo.name(sport, 1, m)} (${dur})${where}`, description: t.tempo.about(where, 1, m) };
  }
  const all = w.steps.flatMap((s) => (s.type === 'WorkoutRepeatStep' ? s.steps : [s]));
  if (all.every((s) => s.targetType === 'HEART_RATE' && s.targetValue === 1)) {
    return { workoutName: t.recovery.name(sport, dur) + where, description: t.recovery.about(sport, where) };
  }
  const drills = w.steps.some((s) => s.type === 'WorkoutRepeatStep');
  return {
    workoutName: t.easy.name(sport, dur) + where,
    description: t.easy.about(sport, where, drills ? (sport === 'run' ? 'strides' : 'cadence') : 'talk'),
  };
}

/** The old name with its duration and single repeat count brought up to date. */
export function renamed(name: string, dur: string, steps: AnyStep[]): string {
  let n = name.replace(/(?<![x×])\b(\d+h\d{0,2}|\d+ min)\b(?! [ZS]\d)/, dur);
  const repeats = steps.filter((s): s is WorkoutRepeatStep => s.type === 'WorkoutRepeatStep');
  if (repeats.length === 1) n = n.replace(/\b\d+(?=[x×])/, String(repeats[0].repeatValue));
  return n;
}
