import type { PlanInput, PlanOverview, SportVolume } from '../../schemas/training';
import { addDays } from '../../calendar/days';
import { distanceClass, eventSports, levelOf, sportScore } from '../profile';
import { levelBand, MIN_SESSIONS, TAPER_REDUCTION, TAPER_WEEKS } from '../references';
import { phaseKeyFromName } from '../week-context';

const total = (v: SportVolume) => v.run + v.bike + v.swim;
/**
 * A taper that cuts less than this is refused (it is no taper); outside Bosquet 2007's 41-60 % it is a warning (a race
 * early in the week leaves a race week of almost nothing).
 */
export const TAPER_CUT_MIN = 0.3;

/**
 * The coaching rules of a plan, whoever wrote it (decision records 013 and 024): the taper's length by distance and
 * level and its volume cut (Bosquet et al. 2007), no unload week straight into the taper, and a warning when the
 * athlete's sessions cannot prepare them for the distance.
 */
export function checkCoachingPlan(
  p: PlanOverview,
  input: PlanInput,
  weeks: SportVolume[],
  errors: string[],
  warnings: string[],
): void {
  const distance = distanceClass(input.primaryEvent);
  const sports = eventSports(input.primaryEvent);
  const band = levelBand(levelOf(sports.reduce((t, k) => t + sportScore(input.fitness, k), 0) / sports.length));
  if (sports.length === 3 && input.workoutsPerWeek < MIN_SESSIONS[distance])
    warnings.push(
      `plan: ${input.workoutsPerWeek} sessions a week cannot fully prepare for the ${distance} distance (at least ${MIN_SESSIONS[distance]})`,
    );

  const phaseOf = (w: number) => {
    const day = addDays(input.planStarts, (w - 1) * 7);
    const ph =
      p.trainingPhases.find((x) => x.startDate <= day && day <= x.endDate) ??
      p.trainingPhases.find((x) => x.startDate <= addDays(day, 6) && addDays(day, 6) <= x.endDate);
    return ph ? phaseKeyFromName(ph.phaseName) : null;
  };
  const taper = weeks.map((_, i) => i + 1).filter((w) => phaseOf(w) === 'taper' || phaseOf(w) === 'race');
  if (weeks.length < 12 || !taper.length) return;
  const [lo, hi] = TAPER_WEEKS[distance][band];
  if (taper.length > hi + 1)
    errors.push(`plan: a ${taper.length}-week taper; ${lo}-${hi} weeks for this distance and level`);
  else if (taper.length < lo || taper.length > hi)
    warnings.push(`plan: a ${taper.length}-week taper; ${lo}-${hi} weeks for this distance and level`);

  const first = taper[0];
  const before = weeks.slice(0, first - 1).map(total);
  const peak = Math.max(...before);
  if (peak <= 0) return;
  const cut = 1 - taper.reduce((t, w) => t + total(weeks[w - 1]), 0) / taper.length / peak;
  if (cut < TAPER_CUT_MIN)
    errors.push(`plan: the taper cuts volume by ${Math.round(cut * 100)} % (at least 30 %; about 41-60 % is the aim)`);
  else if (cut < TAPER_REDUCTION[0] - 0.05 || cut > TAPER_REDUCTION[1] + 0.05)
    warnings.push(`plan: the taper cuts volume by ${Math.round(cut * 100)} % (about 41-60 % is the aim)`);
  if (first >= 3 && before.length >= 2 && before[first - 2] <= 0.9 * Math.max(...before.slice(-4, -1)))
    warnings.push('plan: an unload week right before the taper (light weeks in a row)');
}
