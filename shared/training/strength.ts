import type { WorkoutDetails } from '../schemas/training';
import { addDays, daysBetween } from '../calendar/days';
import { finishWorkout, mins, open, repeat, step } from './steps';
import { formatMinutes, type PhaseKey } from './sessions';
import { strengthTextFor } from './text/strength';
import type { Lang } from './types';

/**
 * Strength and mobility sessions a week by phase (decision record 013, rule 8): two in base to build strength
 * (ACSM 2009: 2-3 days a week; Ronnestad & Mujika 2014: twice a week in the preparatory period), one from build on to
 * keep it (Ronnestad et al. 2010: one session a week maintained the gains in season), none in the taper and race
 * week, one light session in recovery and transition weeks.
 */
export const STRENGTH_PER_WEEK: Record<PhaseKey, number> = {
  base: 2,
  build: 1,
  peak: 1,
  taper: 0,
  race: 0,
  transition: 1,
};
/** Short sessions: a circuit the athlete can fit beside the swim, bike and run (minutes). */
export const STRENGTH_MINUTES = { full: 30, light: 20 } as const;
/** At least one rest day between two strength sessions for the same muscles (ACSM 2009: 48 h). */
export const STRENGTH_GAP_DAYS = 2;

const WORK_SECS = 45;
const REST_SECS = 15;
const COOLDOWN_MINUTES = 3;

export function strengthSessionsFor(phase: PhaseKey, light: boolean): number {
  return Math.min(light ? 1 : 2, STRENGTH_PER_WEEK[phase]);
}

/** A circuit of six exercises in rounds that fill the minutes: mobility warm-up, rounds, stretching. */
export function buildStrengthSession(minutes: number, lang?: Lang | null): WorkoutDetails {
  const t = strengthTextFor(lang);
  // A warm-up is well under a fifth of the session (rule 7).
  const warmup = Math.min(5, Math.floor(minutes * 0.15));
  const roundSecs = t.exercises.length * (WORK_SECS + REST_SECS);
  const rounds = Math.max(1, Math.min(3, Math.floor(((minutes - warmup - COOLDOWN_MINUTES) * 60) / roundSecs)));
  const circuit = t.exercises.flatMap((e) => [
    step('ACTIVE', { secs: WORK_SECS }, open, e),
    step('REST', { secs: REST_SECS }, open, t.rest),
  ]);
  const total = warmup + COOLDOWN_MINUTES + (rounds * roundSecs) / 60;
  return finishWorkout(t.name(rounds, formatMinutes(total)), t.about(rounds, WORK_SECS), 'STRENGTH_TRAINING', [
    step('WARMUP', mins(warmup), open, t.warmup),
    repeat(rounds, circuit),
    step('COOLDOWN', mins(COOLDOWN_MINUTES), open, t.cooldown),
  ]);
}

export interface PlacedSession {
  day: string;
  hard: boolean;
  long: boolean;
}

/**
 * Days for the week's strength sessions: training days with room, never the day before a long or hard session nor
 * the day of a long one (the legs must be fresh for the key sessions), two days apart; easy days first, the emptiest
 * first, then the day of a hard session (after it: the hard day stays hard, the next day easy).
 */
export function pickStrengthDays(
  days: string[],
  placed: PlacedSession[],
  perDay: number,
  count: number,
  raceDay: string | null,
): string[] {
  const next = (d: string) => addDays(d, 1);
  const on = (d: string) => placed.filter((p) => p.day === d);
  const key = (d: string) => on(d).some((p) => p.hard || p.long);
  const gap = (a: string, b: string) => Math.abs(daysBetween(b, a));
  const room = (d: string) => on(d).length < perDay && d !== raceDay && next(d) !== raceDay && !key(next(d));
  const byLoad = (a: string, b: string) => on(a).length - on(b).length || (a < b ? -1 : 1);
  // Easy days first; then after a hard (not long) session, which keeps the hard day hard and the next day easy.
  const easy = days.filter((d) => room(d) && !key(d)).sort(byLoad);
  const afterHard = days.filter((d) => room(d) && on(d).some((p) => p.hard) && !on(d).some((p) => p.long)).sort(byLoad);
  const ranked = [...easy, ...afterHard];
  // The most sessions that fit two days apart, the preferred days first.
  for (let n = Math.min(count, ranked.length); n > 0; n--) {
    const pick = firstSpaced(ranked, n, gap);
    if (pick) return pick.sort();
  }
  return [];
}

function firstSpaced(
  ranked: string[],
  n: number,
  gap: (a: string, b: string) => number,
  chosen: string[] = [],
  from = 0,
): string[] | null {
  if (chosen.length === n) return chosen;
  for (let i = from; i < ranked.length; i++) {
    if (!chosen.every((c) => gap(c, ranked[i]) >= STRENGTH_GAP_DAYS)) continue;
    const found = firstSpaced(ranked, n, gap, [...chosen, ranked[i]], i + 1);
    if (found) return found;
  }
  return null;
}

/** A strength session's name and text from its steps (after a change): rounds and duration as the steps hold them. */
export function describeStrength(
  w: Pick<WorkoutDetails, 'steps' | 'estimatedDurationInSecs'>,
  lang?: Lang | null,
): Pick<WorkoutDetails, 'workoutName' | 'description'> {
  const t = strengthTextFor(lang);
  const circuit = w.steps.find((s) => s.type === 'WorkoutRepeatStep');
  const rounds = circuit?.type === 'WorkoutRepeatStep' ? circuit.repeatValue : 1;
  const work =
    circuit?.type === 'WorkoutRepeatStep'
      ? (circuit.steps.find((s) => s.intensity === 'ACTIVE')?.durationValue ?? WORK_SECS)
      : WORK_SECS;
  return {
    workoutName: t.name(rounds, formatMinutes(w.estimatedDurationInSecs / 60)),
    description: t.about(rounds, Math.round(work)),
  };
}
