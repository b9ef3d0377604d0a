import type { FitnessLevelPoint, PlanProgressView } from '../schemas/progress';
import { daysBetween } from '../calendar/days';
import { weekNumberFor } from '../weeks/dates';
import type { FitnessRowInput, PlanInput } from './types';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Where the plan stands on `asOf`: its week, the countdown, the seed's progress percentage and the phase band. */
export function planProgress(plan: PlanInput, asOf: string): PlanProgressView {
  const totalWeeks =
    plan.totalWeeks && plan.totalWeeks > 0
      ? plan.totalWeeks
      : Math.max(1, Math.ceil((daysBetween(plan.planStarts, plan.eventDate) + 1) / 7));
  const daysToGo = Math.max(0, daysBetween(asOf, plan.eventDate));
  const weeksToGo = Math.ceil(daysToGo / 7);
  return {
    planId: plan.id,
    eventName: plan.eventName,
    eventDate: plan.eventDate,
    planStarts: plan.planStarts,
    totalWeeks,
    currentWeek: clamp(weekNumberFor(plan.planStarts, asOf), 1, totalWeeks),
    weeksToGo,
    daysToGo,
    percent: Math.round(clamp(100 - (weeksToGo / totalWeeks) * 100, 0, 100)),
    phases: plan.phases.map((p) => ({
      name: p.phaseName,
      startDate: p.startDate,
      endDate: p.endDate,
      current: p.startDate <= asOf && asOf <= p.endDate,
    })),
  };
}

/**
 * The fitness levels as steps: one point where each row took effect, the row in force on `from` moved to `from`,
 * rows after `to` left out; of rows starting the same day, the last saved one.
 */
export function fitnessLevelPoints(rows: readonly FitnessRowInput[], from: string, to: string): FitnessLevelPoint[] {
  const sorted = [...rows].sort(
    (a, b) => a.dateStart.localeCompare(b.dateStart) || a.startedAt.localeCompare(b.startedAt),
  );
  const byDay = new Map<string, FitnessLevelPoint>();
  for (const row of sorted) {
    if (row.dateStart > to) continue;
    const date = row.dateStart < from ? from : row.dateStart;
    byDay.set(date, { date, swim: row.swimLevel, bike: row.bikeLevel, run: row.runLevel });
  }
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}
