import { mondayOnOrAfter } from '../../../../../shared/weeks/dates';

export interface TrainingPhase {
  phaseName: string;
  focus: string;
  description: string;
  keyConsiderations: string | string[];
  startDate: string;
  endDate: string;
}

export interface WeeklyVolume {
  run?: number | null;
  bike?: number | null;
  swim?: number | null;
}

/** The overview the seed describes; every part may be missing in an older or hand-made plan. */
export interface PlanOverview {
  eventDescription?: string;
  overallStrategySummary?: string;
  targetEvent?: string;
  totalWeeks?: number;
  trainingPhases?: TrainingPhase[];
  weeklyFocus?: Record<string, string>;
  weeklyVolume?: Record<string, WeeklyVolume>;
  workoutTypes?: Array<{ name: string; description: string }>;
  notes?: string;
  trainingTips?: string[];
  nutrition?: string;
  recovery?: string;
}

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
export function phaseForComingMonday(phases: readonly TrainingPhase[] | undefined, today: string): TrainingPhase | null {
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
