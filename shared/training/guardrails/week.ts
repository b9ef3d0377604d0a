import { generatedWeekSchema, type GuardrailResult } from '../../schemas/training';
import { addDays, daysBetween } from '../../calendar/days';
import { weekdayOf } from '../../calendar/weekdays';
import { MAX_HARD } from '../references';
import type { WeekCheckContext } from '../types';
import { phaseKeyFromName } from '../week-context';
import { checkCoachingWeek } from './coaching-week';
import { checkRamp } from './ramp';
import { verdict, zodErrors } from './result';
import { weekVolume } from './week-volume';
import { checkWorkout, isHardWorkout } from './workout';

export { weekVolume } from './week-volume';

export const MAX_WORKOUTS_PER_DAY = 2;
/** Strength and mobility sessions a week at most (decision record 013, rule 8). */
export const MAX_STRENGTH_PER_WEEK = 2;

export function checkWeek(week: unknown, ctx: WeekCheckContext): GuardrailResult {
  const parsed = generatedWeekSchema.safeParse(week);
  if (!parsed.success) return verdict(zodErrors('week: ', parsed.error), []);
  const { workouts } = parsed.data;
  const errors: string[] = [];
  const warnings: string[] = [];
  const lastDay = addDays(ctx.weekFirstDay, 6);
  const perDay = new Map<string, number>();
  const hardDays = new Set<string>();
  const raceWeek = !!ctx.eventDate && ctx.eventDate >= ctx.weekFirstDay && ctx.eventDate <= lastDay;

  workouts.forEach((w, i) => {
    const where = `workout ${i + 1} (${w.day})`;
    const r = checkWorkout(w.workoutDetails);
    errors.push(...r.errors.map((e) => `${where}: ${e}`));
    warnings.push(...r.warnings.map((e) => `${where}: ${e}`));
    if (w.day < ctx.weekFirstDay || w.day > lastDay)
      errors.push(`${where}: outside the week ${ctx.weekFirstDay} to ${lastDay}`);
    if (!ctx.workoutDays.includes(weekdayOf(w.day)))
      errors.push(`${where}: ${weekdayOf(w.day)} is not one of the athlete's training days`);
    if (raceWeek && w.day > (ctx.eventDate as string)) errors.push(`${where}: planned after the event in race week`);
    else if (raceWeek && w.day === ctx.eventDate) warnings.push(`${where}: planned on race day`);
    perDay.set(w.day, (perDay.get(w.day) ?? 0) + 1);
    if (isHardWorkout(w.workoutDetails, ctx.coaching?.paces)) hardDays.add(w.day);
  });

  for (const [day, n] of perDay)
    if (n > MAX_WORKOUTS_PER_DAY) errors.push(`week: ${n} workouts on ${day} (at most ${MAX_WORKOUTS_PER_DAY})`);
  // Short strength sessions come on top of the swims, rides and runs the athlete asked for.
  const strength = workouts.filter((w) => w.workoutDetails.sport === 'STRENGTH_TRAINING');
  const sessions = workouts.length - strength.length;
  if (ctx.workoutsPerWeek && sessions > ctx.workoutsPerWeek)
    errors.push(`week: ${sessions} workouts, the athlete asked for ${ctx.workoutsPerWeek}`);
  else if (ctx.workoutsPerWeek && sessions < ctx.workoutsPerWeek)
    warnings.push(`week: ${sessions} of ${ctx.workoutsPerWeek} requested workouts`);
  checkStrength(strength, raceWeek, errors, warnings);

  // Seiler (2010): about 80 % easy; no athlete gets more than three hard sessions a week (decision record 013, rule 4).
  const hardCount = workouts.filter((w) => isHardWorkout(w.workoutDetails, ctx.coaching?.paces)).length;
  if (hardCount > MAX_HARD.experienced)
    errors.push(`week: ${hardCount} hard sessions (at most ${MAX_HARD.experienced})`);
  const hard = [...hardDays].sort();
  for (let i = 1; i < hard.length; i++)
    if (daysBetween(hard[i - 1], hard[i]) === 1)
      errors.push(`week: hard sessions on back-to-back days ${hard[i - 1]} and ${hard[i]}`);
  // Phase names come in the athlete's language; the key is the same for all of them.
  const phase = ctx.phaseName ? phaseKeyFromName(ctx.phaseName) : undefined;
  if (phase === 'race' && hard.length > 0) warnings.push('week: hard sessions in race week');
  if (phase === 'taper' && hard.length > 1) warnings.push('week: more than one hard day in a taper week');

  if (ctx.coaching) {
    const daysBeforeRace = raceWeek
      ? Array.from({ length: daysBetween(ctx.weekFirstDay, ctx.eventDate as string) }, (_, i) =>
          addDays(ctx.weekFirstDay, i),
        ).filter((d) => ctx.workoutDays.includes(weekdayOf(d))).length
      : 7;
    checkCoachingWeek(workouts, ctx.coaching, { raceWeek, phase, daysBeforeRace }, errors, warnings);
  }
  if (ctx.previousWeekVolumes?.length)
    checkRamp(weekVolume(workouts), ctx.previousWeekVolumes, 'week', errors, warnings, ctx.coaching?.plannedPrevious);
  return verdict(errors, warnings);
}

/** Strength and mobility: at most two a week, a rest day between them, none in race week (decision record 013, rule 8). */
function checkStrength(strength: { day: string }[], raceWeek: boolean, errors: string[], warnings: string[]): void {
  if (strength.length > MAX_STRENGTH_PER_WEEK)
    errors.push(`week: ${strength.length} strength sessions (at most ${MAX_STRENGTH_PER_WEEK})`);
  if (raceWeek && strength.length) errors.push('week: strength session in race week');
  const days = strength.map((w) => w.day).sort();
  for (let i = 1; i < days.length; i++)
    if (daysBetween(days[i - 1], days[i]) < 2)
      warnings.push(`week: strength sessions on ${days[i - 1]} and ${days[i]} without a rest day between`);
}
