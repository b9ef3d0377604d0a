import type { AnyStep, WorkoutSport } from '../../schemas/training';
import { plannedLoad, type PlannedLoadContext } from './planned-load';

export interface PlannedDay {
  day: string | null;
  isCompleted?: boolean;
  report?: { status: string } | null;
  workoutDetails: { sport: WorkoutSport; steps: readonly AnyStep[] };
}

/**
 * The load history a week is built against (WeekBuildInput.loadHistory, decision record 030), as the load check reads
 * a week: the recorded daily load of the days before `firstDay`, and from `today` on the planned load of sessions
 * not yet done (a skipped session plans nothing; a finished one counts by its recorded activity).
 */
export function loadHistoryBefore(
  recorded: ReadonlyMap<string, number>,
  planned: readonly PlannedDay[],
  today: string,
  firstDay: string,
  context: PlannedLoadContext,
): Record<string, number> {
  const history: Record<string, number> = {};
  for (const [day, load] of recorded) if (day < firstDay && load > 0) history[day] = load;
  for (const w of planned) {
    if (!w.day || w.day < today || w.day >= firstDay || w.isCompleted || w.report?.status === 'skipped') continue;
    history[w.day] = (history[w.day] ?? 0) + plannedLoad(w.workoutDetails, context);
  }
  return history;
}
