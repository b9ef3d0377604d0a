import type { GeneratedWeek, PlanInput, PlanOverview, WeekSummary, WorkoutDetails } from '@shared/schemas/training';
import type { Lang, ModifyContext, ModifyResult, SingleWorkoutInput, WeekBuildInput } from '@shared/training/types';
import type { ChatInput, ChatReply } from './chat-types';
import type { SummarizeWeekInput } from './summary-input';

export interface ModifyWorkoutInput {
  workout: WorkoutDetails;
  request: string;
  context?: ModifyContext;
}

/** Who the call is for: OpenAI gets a hash of it as safety_identifier. */
export interface AiCallMeta {
  userId?: string;
  /** The athlete's language, for inputs that do not carry one (a plan's). */
  lang?: Lang;
}

/**
 * The AI port. Both implementations return results that passed the engine's guardrails (repaired, or retried
 * once), or throw an AiError with a clear message.
 */
export interface AiProvider {
  readonly name: 'offline' | 'openai';
  generatePlan(input: PlanInput, meta?: AiCallMeta): Promise<PlanOverview>;
  generateWeek(input: WeekBuildInput, meta?: AiCallMeta): Promise<GeneratedWeek>;
  generateWorkout(input: SingleWorkoutInput, meta?: AiCallMeta): Promise<WorkoutDetails>;
  modifyWorkout(input: ModifyWorkoutInput, meta?: AiCallMeta): Promise<ModifyResult>;
  summarizeWeek(input: SummarizeWeekInput, meta?: AiCallMeta): Promise<WeekSummary>;
  chat(input: ChatInput, meta?: AiCallMeta): Promise<ChatReply>;
}

export type { ChatInput, ChatReply, SummarizeWeekInput };
