import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { updateIf } from '../../db/update-if';
import { GSI1_KEY_ATTRIBUTES, type PageKey } from '../../db/cursor';
import { gsi1Page } from '../../db/gsi1-page';
import { keys } from '../../db/keys';

export interface Suggestion {
  id: string;
  userId: string;
  suggestion: string;
  createdAt: string;
  readAt?: string | null;
}

const LISTING = keys.suggestionListing('', '', '').GSI1PK;
export const SUGGESTION_CURSOR = { attributes: GSI1_KEY_ATTRIBUTES, fixed: { GSI1PK: LISTING } };

const toSuggestion = (item: Record<string, unknown>): Suggestion => ({
  id: String(item.id),
  userId: String(item.userId),
  suggestion: String(item.suggestion),
  createdAt: String(item.createdAt),
  readAt: (item.readAt as string | undefined) ?? null,
});

/** Suggestions live under the athlete (they go with the account); GSI1 lists everyone's, newest first, for admins. */
export function createSuggestionRepository({ doc, table }: Db) {
  return {
    async add(suggestion: Suggestion): Promise<void> {
      await doc.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...keys.suggestion(suggestion.userId, suggestion.createdAt, suggestion.id),
            ...keys.suggestionListing(suggestion.createdAt, suggestion.userId, suggestion.id),
            type: 'suggestion',
            ...suggestion,
          },
        }),
      );
    },

    async page(cursor: PageKey | undefined, limit: number): Promise<{ items: Suggestion[]; next: PageKey | null }> {
      const { items, next } = await gsi1Page(doc, { table, partition: LISTING, limit, cursor });
      return { items: items.map(toSuggestion), next };
    },

    /** Marks one read (idempotent); false when it does not exist. */
    async markRead(ref: { userId: string; createdAt: string; id: string }, at: string): Promise<boolean> {
      return updateIf(doc, {
        TableName: table,
        Key: keys.suggestion(ref.userId, ref.createdAt, ref.id),
        UpdateExpression: 'SET readAt = if_not_exists(readAt, :at)',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':at': at },
      });
    },
  };
}

export type SuggestionRepository = ReturnType<typeof createSuggestionRepository>;
