import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';
import { DEFAULT_MODEL } from '../../providers/ai/openai/default-model';
import { isConditionFailure } from '../../db/items';

/** An ai_assistants row: which provider, model and system prompt a chat uses. */
export interface AssistantRecord {
  id: string;
  name: string;
  provider: 'offline' | 'openai';
  modelId: string;
  /** The seeds' OpenAI assistant id; the Assistants API is gone, so it is our own id. */
  assistantId: string;
  endpoint: string;
  systemPrompt: string | null;
  isDefault: boolean;
  createdAt: string;
}

/** Fixed, so seeding is idempotent and every environment has the same default. */
export const DEFAULT_ASSISTANT_ID = '5f1c2a8e-6b3d-4c1e-9a7f-2d8e4b6c0a11';

export function defaultAssistant(now: string): AssistantRecord {
  return {
    id: DEFAULT_ASSISTANT_ID,
    name: 'Tricoach coach',
    provider: 'openai',
    modelId: process.env.OPENAI_MODEL_CHAT?.trim() || DEFAULT_MODEL,
    assistantId: DEFAULT_ASSISTANT_ID,
    endpoint: 'responses',
    systemPrompt:
      'You are Tricoach, a friendly, knowledgeable triathlon coach. You help the athlete with their workouts, their week and their progress. Keep answers short and practical; never give medical diagnoses.',
    isDefault: true,
    createdAt: now,
  };
}

export function createAssistantRepository({ doc, table }: Db) {
  return {
    async get(assistantId: string): Promise<AssistantRecord | null> {
      const { Item } = await doc.send(new GetCommand({ TableName: table, Key: keys.assistant(assistantId) }));
      if (!Item) return null;
      const { PK: _pk, SK: _sk, type: _type, ...record } = Item;
      return record as AssistantRecord;
    },

    /** Writes the row unless it exists (an operator may have changed its model or prompt). */
    async putIfMissing(assistant: AssistantRecord): Promise<void> {
      try {
        await doc.send(
          new PutCommand({
            TableName: table,
            Item: { ...keys.assistant(assistant.id), type: 'ai_assistant', ...assistant },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;

/** The default assistant, seeded on first use when the deploy-time seed has not run. */
export async function ensureDefaultAssistant(repo: AssistantRepository, now: string): Promise<AssistantRecord> {
  const existing = await repo.get(DEFAULT_ASSISTANT_ID);
  if (existing) return existing;
  await repo.putIfMissing(defaultAssistant(now));
  return (await repo.get(DEFAULT_ASSISTANT_ID)) ?? defaultAssistant(now);
}
