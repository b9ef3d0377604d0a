import type { ActivityInput } from '@shared/schemas/training';
import type { Lang, SummaryWorkoutInput } from '@shared/training/types';

export interface SummarizeWeekInput {
  weekFirstDay: string;
  workouts: SummaryWorkoutInput[];
  activities: ActivityInput[];
  lang?: Lang;
  /** The latest day a watch delivered an activity (null: never): a silent workout before it is missed, else not reported. */
  lastAutomaticDay?: string | null;
}
