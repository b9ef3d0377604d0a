import type { ActivityInput } from '@shared/schemas/training';
import type { Lang, SummaryWorkoutInput } from '@shared/training/types';

export interface SummarizeWeekInput {
  weekFirstDay: string;
  workouts: SummaryWorkoutInput[];
  activities: ActivityInput[];
  lang?: Lang;
}
