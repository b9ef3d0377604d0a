import type { TrainingStyle, WeekSummary } from '@shared/schemas/training';
import type { WeekStatus, WeekView } from '@shared/schemas/weeks';
import { toAdaptationView, type WeekAdaptation } from './week-adaptation';

/** The week item without its keys. */
export interface WeekRecord {
  id: string;
  userId: string;
  trainingPlanId: string;
  firstDay: string;
  trainingStyle: TrainingStyle;
  active: boolean;
  deleted: boolean;
  status: WeekStatus;
  error: string | null;
  requirementsPrompt: string;
  /** The task generating (or that generated) the workouts; the worker writes only for this task. */
  taskId: string | null;
  goal: string | null;
  overview: string | null;
  summary: WeekSummary | null;
  memories: string[] | null;
  summaryTaskId: string | null;
  /** The coach's changes to the week after what the last weeks showed; absent when it changed nothing. */
  adaptation?: WeekAdaptation | null;
  /** Re-plan changes the athlete kept the original of (`changeKey`): not proposed again. */
  replanKept?: string[];
  /** The credit ledger entry that paid for the week (a retry never writes another). */
  creditEntryId: string;
  createdAt: string;
  updatedAt: string;
}

export function toWeekView(week: WeekRecord): WeekView {
  return {
    id: week.id,
    trainingPlanId: week.trainingPlanId,
    firstDay: week.firstDay,
    trainingStyle: week.trainingStyle,
    active: week.active === true,
    deleted: week.deleted === true,
    status: week.status,
    ...(week.error ? { error: week.error } : {}),
    requirementsPrompt: week.requirementsPrompt ?? '',
    ...(week.summary ? { summary: week.summary } : {}),
    ...(week.adaptation ? { adaptation: toAdaptationView(week.adaptation) } : {}),
    createdAt: week.createdAt,
  };
}
