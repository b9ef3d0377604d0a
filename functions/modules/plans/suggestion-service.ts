import { randomUUID } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { tooManyRequests } from '../../lib/errors';
import { LIMITS, userBuckets } from '../accounts/limits';
import type { RateLimiter } from '../accounts/rate-limiter';
import type { SuggestionRepository } from './suggestion-repository';

export const SUGGESTION_LIMIT_MESSAGE = 'You have sent many suggestions today. Thank you! Please try again tomorrow.';

export function createSuggestionService({
  suggestions,
  limiter,
  clock,
}: {
  suggestions: SuggestionRepository;
  limiter: Pick<RateLimiter, 'take'>;
  clock: Clock;
}) {
  return {
    async send(userId: string, text: string): Promise<{ id: string }> {
      if (!(await limiter.take(userBuckets.suggestions(userId), LIMITS.suggestionsPerAthlete)))
        throw tooManyRequests(SUGGESTION_LIMIT_MESSAGE);
      const id = randomUUID();
      await suggestions.add({ id, userId, suggestion: text.trim(), createdAt: clock().toISOString() });
      return { id };
    },
  };
}
