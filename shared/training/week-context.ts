import type { PlanOverview, SportVolume } from '../schemas/training';
import { addDays } from '../calendar/days';
import type { PhaseKey } from './sessions';

export function phaseKeyFromName(name: string): PhaseKey {
  const n = name.toLowerCase();
  if (/race|startow/.test(n)) return 'race';
  if (/taper/.test(n)) return 'taper';
  if (/peak|specific|sharpen|szczyt/.test(n)) return 'peak';
  if (/build|budow/.test(n)) return 'build';
  if (/transition|off-season|recover|roztren|regenera/.test(n)) return 'transition';
  return 'base';
}

/** The plan phase covering the week (by its first day, else its last day); after the plan: transition. */
export function phaseForWeek(plan: PlanOverview, weekFirstDay: string): { key: PhaseKey; name: string } {
  const last = addDays(weekFirstDay, 6);
  const ph =
    plan.trainingPhases.find((p) => p.startDate <= weekFirstDay && weekFirstDay <= p.endDate) ??
    plan.trainingPhases.find((p) => p.startDate <= last && last <= p.endDate);
  if (ph) return { key: phaseKeyFromName(ph.phaseName), name: ph.phaseName };
  if (weekFirstDay > plan.targetEvent) return { key: 'transition', name: 'Transition' };
  const first = plan.trainingPhases[0];
  return first ? { key: phaseKeyFromName(first.phaseName), name: first.phaseName } : { key: 'base', name: 'Base' };
}

export function planVolume(plan: PlanOverview, week: number): SportVolume | null {
  return plan.weeklyVolume[String(week)] ?? null;
}
