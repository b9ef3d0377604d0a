import type { GeneratedWorkout, SportVolume } from '../../schemas/training';
import { MIN_SESSION, longShare, sessionsFor } from '../allocation';
import { isHardWorkout } from '../intensity';
import { KEY_OF, type SportKey } from '../profile';
import { LONG_SESSION, MAX_HARD, MAX_WARMUP_SHARE, levelBand, minSessions } from '../references';
import type { PhaseKey } from '../sessions';
import type { WeekCoaching } from '../types';
import { flatSteps, stepSeconds } from './workout-limits';
import { weekVolume } from './week-volume';
import { daysBetween } from '../../calendar/days';
import { formStrainExcess } from '../safety/day-trim';
import { plannedLoad } from '../safety/planned-load';
import { readShape } from '../safety/week-shape';

/** Rounding room: sessions are built in 5-minute and 100 m steps. */
const SLACK_MINUTES = 10;
/** A week delivers at least this share of what it should (the plan, capped by the ramp), no more than the upper one. */
export const DELIVERY = { min: 0.8, sportMin: 0.6, max: 1.2 } as const;

export interface WeekFacts {
  raceWeek: boolean;
  phase: PhaseKey | undefined;
  /** Days before the event in race week the athlete can train on. */
  daysBeforeRace: number;
}

const total = (v: SportVolume) => v.swim + v.bike + v.run;
const minutes = (w: GeneratedWorkout) => w.workoutDetails.estimatedDurationInSecs / 60;

/**
 * The coaching rules on one week, whoever wrote it (decision records 013 and 024): hard sessions by level
 * with every target type, warm-ups, the long session's share and reference, frequency per sport, what the week
 * delivers against the plan, race-week frequency, no strength work in the taper.
 */
export function checkCoachingWeek(
  workouts: GeneratedWorkout[],
  c: WeekCoaching,
  facts: WeekFacts,
  errors: string[],
  warnings: string[],
): void {
  const band = levelBand(c.level);
  const hard = workouts.filter((w) => isHardWorkout(w.workoutDetails, c.paces)).length;
  if (hard > MAX_HARD[band])
    errors.push(`week: ${hard} hard sessions for a ${c.level} athlete (at most ${MAX_HARD[band]})`);

  workouts.forEach((w, i) => {
    const d = w.workoutDetails;
    if (d.sport === 'CYCLING' && flatSteps(d.steps).some((s) => s.targetType === 'SPEED' || s.targetType === 'PACE'))
      errors.push(`workout ${i + 1} (${w.day}): a bike target is a bare speed; use power or heart rate`);
    const warm =
      flatSteps(d.steps)
        .filter((s) => s.intensity === 'WARMUP')
        .reduce((t, s) => t + stepSeconds(s, d.sport), 0) / 60;
    if (warm > minutes(w) * MAX_WARMUP_SHARE + 5)
      errors.push(`workout ${i + 1} (${w.day}): warm-up of ${Math.round(warm)} min is over 20 % of the session`);
  });
  if (facts.phase === 'taper' && workouts.some((w) => w.workoutDetails.sport === 'STRENGTH_TRAINING'))
    errors.push('week: strength session in a taper week');

  const races = workouts.filter((w) => w.workoutDetails.sport !== 'STRENGTH_TRAINING');
  const bySport = (k: SportKey) =>
    races.filter((w) => KEY_OF[w.workoutDetails.sport as 'SWIMMING' | 'CYCLING' | 'RUNNING'] === k).map(minutes);
  if (facts.raceWeek) {
    checkRaceWeek(races.length, c, facts, errors, warnings);
    return;
  }
  const delivered = weekVolume(races);
  // The share is of the sport's week as planned: a brick run cut short must not make the long run look bigger.
  for (const k of ['swim', 'bike', 'run'] as SportKey[])
    checkLongSession(k, bySport(k), Math.max(delivered[k], c.expectedVolume?.[k] ?? 0), c, errors, warnings);
  if (!c.expectedVolume || facts.phase === 'transition') return;
  const expected = c.expectedVolume;
  // Delivering the plan's minutes in this week's shape would break the form floor or the strain limit: the safety
  // limits come first (decision record 030), so the shortfall is said, not refused. Only a week already near those
  // limits is excused: one a quarter heavier must break them, so a model cannot excuse an empty week this way. The
  // same holds for a filler session dropped for those limits (decision record 031).
  const needed = total(expected) / Math.max(1, total(delivered));
  const held = heldByLoad(workouts, c, Math.min(needed, 1 / DELIVERY.min));
  const strict = c.requested || held ? warnings : errors;
  if (c.triathlon && races.length) {
    const n = sessionsFor(expected, c.sessionCap);
    for (const k of ['swim', 'run'] as SportKey[]) {
      const need =
        expected[k] >= 15
          ? Math.min(minSessions(k, n, c.distance), Math.max(1, Math.floor(expected[k] / MIN_SESSION[k])))
          : 0;
      const have = bySport(k).length;
      if (have < need)
        strict.push(
          `week: ${have} ${k} session(s); ${need} a week are needed at ${n} sessions (frequency before length)`,
        );
    }
  }
  const short = strict;
  if (total(expected) >= 120) {
    if (total(delivered) < total(expected) * DELIVERY.min)
      short.push(`week: delivers ${total(delivered)} min of the ${Math.round(total(expected))} the plan asks for`);
    if (total(delivered) > total(expected) * DELIVERY.max + SLACK_MINUTES)
      errors.push(
        `week: delivers ${total(delivered)} min, more than the ${Math.round(total(expected))} the plan asks for`,
      );
    for (const k of ['swim', 'bike', 'run'] as SportKey[])
      if (expected[k] >= 60 && delivered[k] < expected[k] * DELIVERY.sportMin)
        short.push(`week: ${k} delivers ${delivered[k]} min of the ${Math.round(expected[k])} the plan asks for`);
  }
}

/** The long session stays within its safe share of the sport's week and the distance's reference (rules 1-2). */
function checkLongSession(
  k: SportKey,
  sessions: number[],
  sportMinutes: number,
  c: WeekCoaching,
  errors: string[],
  warnings: string[],
): void {
  if (!sessions.length) return;
  const longest = Math.max(...sessions);
  const [lo, hi] = LONG_SESSION[c.distance][k][levelBand(c.level)];
  // Over the reference is a warning: with few sessions a week the sport's minutes may not fit otherwise (the plan says so).
  if (longest > hi + SLACK_MINUTES)
    warnings.push(`week: a ${Math.round(longest)}-min ${k} session is longer than the ${hi} min the distance needs`);
  if (k === 'run' && sessions.length === 1 && longest > lo * 0.75 + SLACK_MINUTES)
    errors.push(
      `week: a lone ${Math.round(longest)}-min run; a single weekly run stays under ${Math.round(lo * 0.75)} min`,
    );
  if (sessions.length >= 2 && longest > sportMinutes * longShare(k, sessions.length) + SLACK_MINUTES)
    errors.push(
      `week: the longest ${k} session (${Math.round(longest)} min) is over ${Math.round(longShare(k, sessions.length) * 100)} % of the week's ${k} time`,
    );
}

/**
 * Race week keeps its frequency with short sessions (Bosquet 2007): at least a third of the athlete's sessions (12
 * must not drop to 3), one a day at most counted, on the days before the race.
 */
function checkRaceWeek(
  sessions: number,
  c: WeekCoaching,
  facts: WeekFacts,
  errors: string[],
  warnings: string[],
): void {
  const floor = Math.min(facts.daysBeforeRace, Math.ceil(c.sessionCap / 3));
  if (sessions < floor)
    (c.requested ? warnings : errors).push(
      `week: ${sessions} sessions in race week; keep at least ${floor} short ones`,
    );
}

/** The week's days at `scale` times their load would put form under its target or strain over its own (record 030). */
function heldByLoad(workouts: GeneratedWorkout[], c: WeekCoaching, scale: number): boolean {
  if (!c.load || scale <= 1) return false;
  const loads = [0, 0, 0, 0, 0, 0, 0];
  for (const w of workouts) {
    const day = daysBetween(c.load.firstDay, w.day);
    if (day >= 0 && day < 7) loads[day] += plannedLoad(w.workoutDetails, c.load.context) * scale;
  }
  return formStrainExcess(readShape(loads, [], c.load.start)) > 0;
}
