import type {
  PlanOverview as StoredOverview,
  SportVolume,
  TrainingPhase as StoredPhase,
} from '@shared/schemas/training';
import { mondayOnOrAfter } from '@shared/calendar/weekdays';

/** A phase as stored; older plans kept the considerations as a list. */
export type TrainingPhase = Omit<StoredPhase, 'keyConsiderations'> & { keyConsiderations: string | string[] };

/** Minutes per sport; older plans may leave a sport out or null. */
export type WeeklyVolume = { [K in keyof SportVolume]?: SportVolume[K] | null };

/** The overview the plan schema describes; every part may be missing in an older or hand-made plan. */
export type PlanOverview = Partial<Omit<StoredOverview, 'trainingPhases' | 'weeklyVolume'>> & {
  trainingPhases?: TrainingPhase[];
  weeklyVolume?: Record<string, WeeklyVolume>;
};

/**
 * The overview as stored: an object, a JSON string, or either holding an inner `planOverview` (older plans stored it in each of these shapes).
 */
export function readOverview(value: unknown): PlanOverview | null {
  let current: unknown = value;
  for (let depth = 0; depth < 3; depth++) {
    if (typeof current === 'string') {
      try {
        current = JSON.parse(current);
      } catch {
        return null;
      }
      continue;
    }
    if (current && typeof current === 'object' && 'planOverview' in current) {
      current = (current as { planOverview: unknown }).planOverview;
      continue;
    }
    break;
  }
  return current && typeof current === 'object' ? (current as PlanOverview) : null;
}

/** The phase covering the coming Monday (today, if today is a Monday). */
export function phaseForComingMonday(
  phases: readonly TrainingPhase[] | undefined,
  today: string,
): TrainingPhase | null {
  const monday = mondayOnOrAfter(today);
  return phases?.find((p) => p.startDate <= monday && monday <= p.endDate) ?? null;
}

export function considerations(phase: TrainingPhase): string[] {
  const value = phase.keyConsiderations;
  return (Array.isArray(value) ? value : String(value ?? '').split(/\n+/)).map((s) => s.trim()).filter(Boolean);
}

/** Weekly maps sorted by week number ("1", "2", ..., "10"). */
export function byWeek<T>(map: Record<string, T> | undefined): Array<[string, T]> {
  return Object.entries(map ?? {}).sort((a, b) => Number(a[0].replace(/\D/g, '')) - Number(b[0].replace(/\D/g, '')));
}

/** A volume cell: '-' when empty. */
export function volumeCell(value: number | null | undefined): string {
  return value == null || value === 0 ? '-' : String(Math.round(value));
}

/** The dashboard offers the next-week planner for a plan with an overview and no active week. */
export function showsPlanner(plan: { planOverview?: unknown } | null, week: unknown): boolean {
  return Boolean(plan && readOverview(plan.planOverview) && !week);
}
