import type { GeneratedWeek, PlanInput, PlanOverview, WeekSummary, WorkoutDetails } from '../../../shared/schemas/training';
import type { Lang, ModifyContext, ModifyResult, SingleWorkoutInput, WeekBuildInput } from '../../../shared/training/types';
import { env } from '../../lib/env';
import type { ChatInput, ChatReply } from './chat-types';
import { createOfflineCoach } from './offline/offline-coach';
import { createOpenAiProvider } from './openai/openai-provider';
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

let cached: { key: string; provider: AiProvider } | undefined;

/** Offline coach unless OpenAI is configured (AI_PROVIDER=openai, or an OPENAI_API_KEY without AI_PROVIDER=offline). */
export function aiProvider(): AiProvider {
  const { AI_PROVIDER, OPENAI_API_KEY, OPENAI_BASE_URL } = env();
  const useOpenAi = AI_PROVIDER === 'openai' || (AI_PROVIDER !== 'offline' && Boolean(OPENAI_API_KEY));
  const key = useOpenAi ? `openai:${OPENAI_BASE_URL ?? ''}` : 'offline';
  if (cached?.key !== key) {
    cached = { key, provider: useOpenAi ? createOpenAiProvider({ apiKey: OPENAI_API_KEY ?? '', baseURL: OPENAI_BASE_URL }) : createOfflineCoach() };
  }
  return cached.provider;
}
