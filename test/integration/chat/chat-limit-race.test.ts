import { describe, expect, it } from 'vitest';
import { createPlatform } from '../../../functions/composition/platform';
import { LIMITS, userBuckets } from '../../../functions/modules/accounts/limits';
import { createRateLimiter } from '../../../functions/modules/accounts/rate-limiter';
import { CHAT_LIMIT_MESSAGE } from '../../../functions/modules/chat/chat-service';
import { invoke } from '../../support/api-event';
import { createTestUser } from '../../support/users';

describe("the chat's hourly message limit cannot be raced", () => {
  it('with 2 messages left in the hour, 12 new conversations at once: exactly 2 accepted, 10 refused with the limit message', async () => {
    const user = await createTestUser({ onboardingStatus: '5' });
    const { limit, windowSeconds } = LIMITS.chatMessagesPerAthlete;
    // Priming and burst in one fixed window: across the hour's turn the sliding estimate rounds the spent 58 down.
    const leftInWindow = windowSeconds * 1000 - (Date.now() % (windowSeconds * 1000));
    if (leftInWindow < 90_000) await new Promise((resolve) => setTimeout(resolve, leftInWindow + 1000));
    // Spend all but 2 of the hour's messages (fewer than the 3 task slots, so only the chat limit can refuse).
    const limiter = createRateLimiter(createPlatform().db, () => new Date());
    for (let i = 0; i < limit - 2; i++)
      expect(await limiter.take(userBuckets.chatMessages(user.user.id), LIMITS.chatMessagesPerAthlete)).toBe(true);

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        invoke({
          method: 'POST',
          path: '/api/chat2/conversations',
          cookies: [user.cookie],
          body: { message: `burst ${i}` },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(2);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused.every((r) => r.body.message === CHAT_LIMIT_MESSAGE)).toBe(true);
    expect((await invoke({ method: 'GET', path: '/api/chat2/history', cookies: [user.cookie] })).body).toHaveLength(2);
  }, 240_000);

  it('in an existing conversation, with 1 message left, 8 sent at once: exactly 1 accepted', async () => {
    const user = await createTestUser({ onboardingStatus: '5' });
    const { limit, windowSeconds } = LIMITS.chatMessagesPerAthlete;
    const leftInWindow = windowSeconds * 1000 - (Date.now() % (windowSeconds * 1000));
    if (leftInWindow < 90_000) await new Promise((resolve) => setTimeout(resolve, leftInWindow + 1000));
    const created = await invoke({
      method: 'POST',
      path: '/api/chat2/conversations',
      cookies: [user.cookie],
      body: { message: 'first' },
    });
    expect(created.status).toBe(202);
    const limiter = createRateLimiter(createPlatform().db, () => new Date());
    for (let i = 0; i < limit - 2; i++)
      expect(await limiter.take(userBuckets.chatMessages(user.user.id), LIMITS.chatMessagesPerAthlete)).toBe(true);

    const path = `/api/chat2/conversations/${created.body.conversationId}/messages`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        invoke({ method: 'POST', path, cookies: [user.cookie], body: { message: `burst ${i}` } }),
      ),
    );
    expect(answers.filter((r) => r.status < 300)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 429 && r.body.message === CHAT_LIMIT_MESSAGE)).toHaveLength(7);
  }, 240_000);
});
