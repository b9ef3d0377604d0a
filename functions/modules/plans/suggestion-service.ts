import { randomUUID } from 'node:crypto';
import type { Clock } from '../../composition/platform';
import type { SuggestionRepository } from './suggestion-repository';

export function createSuggestionService(repository: SuggestionRepository, clock: Clock) {
  return {
    async send(userId: string, text: string): Promise<{ id: string }> {
      const id = randomUUID();
      await repository.add({ id, userId, suggestion: text.trim(), createdAt: clock().toISOString() });
      return { id };
    },
  };
}
