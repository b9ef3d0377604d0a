import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';

export interface Suggestion {
  id: string;
  userId: string;
  suggestion: string;
  createdAt: string;
}

export function createSuggestionRepository({ doc, table }: Db) {
  return {
    async add(suggestion: Suggestion): Promise<void> {
      await doc.send(new PutCommand({ TableName: table, Item: { ...keys.suggestion(suggestion.userId, suggestion.createdAt, suggestion.id), type: 'suggestion', ...suggestion } }));
    },
  };
}

export type SuggestionRepository = ReturnType<typeof createSuggestionRepository>;
