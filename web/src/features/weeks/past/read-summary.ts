import type { WeekSummary } from '@shared/schemas/training';

export const SUMMARY_SPORTS = ['swim', 'bike', 'run'] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * A week's stored summary (typed `unknown` on the wire), or null when there is none. Read by hand rather than with the
 * zod schema so the page's chunk does not carry zod; a missing part reads as empty.
 */
export function readSummary(summary: unknown): WeekSummary | null {
  if (!isObject(summary) || typeof summary.compliancePercent !== 'number') return null;
  const volume = isObject(summary.volumeBySport) ? summary.volumeBySport : {};
  const sport = (key: string) => {
    const v = isObject(volume[key]) ? volume[key] : {};
    return {
      plannedMinutes: number(v.plannedMinutes),
      doneMinutes: number(v.doneMinutes),
      plannedSessions: number(v.plannedSessions),
      doneSessions: number(v.doneSessions),
    };
  };
  return {
    compliancePercent: summary.compliancePercent,
    volumeBySport: { swim: sport('swim'), bike: sport('bike'), run: sport('run') },
    missedKeySessions: strings(summary.missedKeySessions),
    analysis: typeof summary.analysis === 'string' ? summary.analysis : '',
    nextWeekSuggestions: strings(summary.nextWeekSuggestions),
    matchedWorkouts: [],
  };
}
