import { planOverviewSchema, type GuardrailResult, type PlanInput, type SportVolume } from '../../schemas/training';
import { daysBetween } from '../../calendar/days';
import { totalWeeksFor } from '../periodisation';
import { checkCoachingPlan } from './coaching-plan';
import { checkRamp } from './ramp';
import { verdict, zodErrors } from './result';

const total = (v: SportVolume) => v.run + v.bike + v.swim;
/** A week counts as lighter when it is at least 10 % below the biggest of the three weeks before it. */
export const LIGHTER_SHARE = 0.9;
/** At most this many non-lighter weeks in a row (3:1); the 4th must be lighter. */
export const MAX_LOAD_STREAK = 3;

export function checkPlanOverview(plan: unknown, input: PlanInput): GuardrailResult {
  const parsed = planOverviewSchema.safeParse(plan);
  if (!parsed.success) return verdict(zodErrors('plan: ', parsed.error), []);
  const p = parsed.data;
  const errors: string[] = [];
  const warnings: string[] = [];
  const event = input.primaryEvent.date;
  if (p.targetEvent !== event) errors.push(`plan: targetEvent ${p.targetEvent} is not the event date ${event}`);
  const expected = totalWeeksFor(input.planStarts, event);
  if (Math.abs(p.totalWeeks - expected) > 1) errors.push(`plan: totalWeeks ${p.totalWeeks} should be ${expected}`);
  else if (p.totalWeeks !== expected) warnings.push(`plan: totalWeeks ${p.totalWeeks}, expected ${expected}`);

  const phases = p.trainingPhases;
  phases.forEach((ph, i) => {
    if (!ph.phaseName.trim()) errors.push(`plan: phase ${i + 1} has no name`);
    if (ph.endDate < ph.startDate) errors.push(`plan: phase ${ph.phaseName} ends before it starts`);
    if (i > 0 && ph.startDate <= phases[i - 1].endDate)
      errors.push(`plan: phase ${ph.phaseName} overlaps ${phases[i - 1].phaseName}`);
    if (i > 0 && daysBetween(phases[i - 1].endDate, ph.startDate) > 1)
      warnings.push(`plan: gap before phase ${ph.phaseName}`);
  });
  const last = phases[phases.length - 1];
  if (last && (last.endDate < event || daysBetween(event, last.endDate) > 7))
    errors.push('plan: the last phase must end with the event');
  if (phases.length && daysBetween(input.planStarts, phases[0].startDate) > 6)
    warnings.push('plan: the first phase starts more than a week after the plan start');

  const weeks: SportVolume[] = [];
  for (let w = 1; w <= p.totalWeeks; w++) {
    const v = p.weeklyVolume[String(w)];
    if (!v) {
      errors.push(`plan: weeklyVolume has no entry for week ${w}`);
      continue;
    }
    if (!p.weeklyFocus[String(w)]) warnings.push(`plan: weeklyFocus has no entry for week ${w}`);
    if (total(v) > 40 * 60) errors.push(`plan: week ${w} plans more than 40 hours`);
    checkRamp(v, weeks, `plan week ${w}`, errors, warnings);
    weeks.push(v);
  }
  if (weeks.length !== p.totalWeeks) return verdict(errors, warnings);

  let streak = 0;
  weeks.forEach((v, i) => {
    const before = weeks.slice(Math.max(0, i - 3), i).map(total);
    const lighter = before.length > 0 && total(v) <= LIGHTER_SHARE * Math.max(...before);
    streak = lighter ? 0 : streak + 1;
    if (streak === MAX_LOAD_STREAK + 1)
      errors.push(`plan: no lighter week by week ${i + 1} (one is needed every 3-4 weeks)`);
  });
  if (weeks.length >= 3) {
    const peak = Math.max(...weeks.map(total));
    if (total(weeks[weeks.length - 1]) > 0.7 * peak)
      errors.push('plan: no taper: the race week must be at most 70 % of the biggest week');
    if (weeks.length >= 8 && total(weeks[weeks.length - 2]) > 0.9 * peak)
      errors.push('plan: no taper: the week before the race must be at most 90 % of the biggest week');
  }
  checkCoachingPlan(p, input, weeks, errors, warnings);
  return verdict(errors, warnings);
}
