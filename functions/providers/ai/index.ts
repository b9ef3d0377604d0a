import { env } from '../../lib/env';
import { createOfflineCoach } from './offline/offline-coach';
import { createOpenAiProvider } from './openai/openai-provider';
import type { AiProvider } from './port';

export type { AiCallMeta, AiProvider, ChatInput, ChatReply, ModifyWorkoutInput, SummarizeWeekInput } from './port';

let cached: { key: string; provider: AiProvider } | undefined;

/** Offline coach unless OpenAI is configured (AI_PROVIDER=openai, or an OPENAI_API_KEY without AI_PROVIDER=offline). */
export function aiProvider(): AiProvider {
  const { AI_PROVIDER, OPENAI_API_KEY, OPENAI_BASE_URL } = env();
  const useOpenAi = AI_PROVIDER === 'openai' || (AI_PROVIDER !== 'offline' && Boolean(OPENAI_API_KEY));
  // The key is part of the cache key: a rotated OpenAI key (re-read by lib/secrets after its TTL) builds a new client.
  const key = useOpenAi ? `openai:${OPENAI_BASE_URL ?? ''}:${OPENAI_API_KEY ?? ''}` : 'offline';
  if (cached?.key !== key) {
    cached = {
      key,
      provider: useOpenAi
        ? createOpenAiProvider({ apiKey: OPENAI_API_KEY ?? '', baseURL: OPENAI_BASE_URL })
        : createOfflineCoach(),
    };
  }
  return cached.provider;
}
