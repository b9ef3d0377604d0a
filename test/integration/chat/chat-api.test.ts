import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueuePoller } from '../../../functions/local/queue-poller';
import { invoke } from '../../support/api-event';
import { eventually, useOwnTaskQueue } from '../../support/task-queue';
import { createTestUser, type TestUser } from '../../support/users';

let poller: QueuePoller;

beforeAll(async () => {
  const queue = await useOwnTaskQueue(1);
  poller = queue.startWorker();
});
afterAll(() => poller.stop());

const FUNCTIONS = [{ name: 'save_fitness_levels', parameters: { type: 'object', properties: {} } }];

async function waitFor(user: TestUser, path: string) {
  return eventually(
    async () => {
      const res = await invoke({ method: 'GET', path, cookies: [user.cookie] });
      expect(res.status).toBe(200);
      return res.body.completed || res.body.status === 'failed' ? res.body : undefined;
    },
    20_000,
    path,
  );
}

async function sayOnboarding(user: TestUser, message: string, hidden = false) {
  const res = await invoke({
    method: 'POST',
    path: '/api/chat',
    cookies: [user.cookie],
    body: { message, context: [], functions: FUNCTIONS, ...(hidden ? { hidden } : {}) },
  });
  expect(res.status).toBe(202);
  expect(res.body.runId).toEqual(expect.any(String));
  return waitFor(user, `/api/chat/status/${res.body.runId}`);
}

describe('onboarding assessment chat API', () => {
  it('interviews the athlete, saves fitness levels and moves onboarding from 2 to 3', async () => {
    const user = await createTestUser({ onboardingStatus: '2' });
    expect((await invoke({ method: 'GET', path: '/api/chat/history', cookies: [user.cookie] })).body).toEqual([]);

    const greeting = await sayOnboarding(
      user,
      'Language: en. Fitness levels: swim 50, bike 50, run 50. Preferences: none. Start the assessment.',
      true,
    );
    expect(greeting).toMatchObject({ completed: true, status: 'completed' });
    expect(greeting.message).toMatch(/offline coach/);
    expect(greeting.message).toMatch(/swimming/i);

    const history = (await invoke({ method: 'GET', path: '/api/chat/history', cookies: [user.cookie] })).body;
    expect(history).toEqual([
      { id: expect.any(String), role: 'assistant', message: greeting.message, createdAt: expect.any(String) },
    ]);

    expect((await sayOnboarding(user, 'I swim twice a week, about 2 km')).message).toMatch(/cycling/i);
    expect((await sayOnboarding(user, 'I ride 150 km a week and did a gran fondo')).message).toMatch(/running/i);
    const last = await sayOnboarding(user, 'I run 3 times a week, 30 km, half marathon last year');
    expect(last.message).toMatch(/saved your fitness levels/);
    expect(last.fitnessLevels).toEqual({
      swimLevel: expect.any(Number),
      bikeLevel: expect.any(Number),
      runLevel: expect.any(Number),
    });
    expect(greeting.fitnessLevels).toBeNull();

    const fitness = await invoke({ method: 'GET', path: '/api/user/fitness/latest', cookies: [user.cookie] });
    expect(fitness.status).toBe(200);
    expect(last.message).toContain(
      `swimming ${fitness.body.swimLevel}, cycling ${fitness.body.bikeLevel}, running ${fitness.body.runLevel}`,
    );
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [user.cookie] })).body.onboardingStatus).toBe(
      '3',
    );

    const all = (await invoke({ method: 'GET', path: '/api/chat/history', cookies: [user.cookie] })).body;
    expect(all.map((m: { role: string }) => m.role)).toEqual([
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
  });

  it('refuses blank and overlong messages with 400', async () => {
    const user = await createTestUser();
    for (const message of ['', '   \n ', 'x'.repeat(4001)]) {
      const res = await invoke({
        method: 'POST',
        path: '/api/chat',
        cookies: [user.cookie],
        body: { message, context: [] },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('needs a session', async () => {
    expect((await invoke({ method: 'GET', path: '/api/chat/history' })).status).toBe(401);
    expect((await invoke({ method: 'POST', path: '/api/chat', body: { message: 'hi' } })).status).toBe(401);
  });
});

describe('in-app assistant chat API (chat2)', () => {
  it('creates conversations, answers from the offline coach and lists them newest first', async () => {
    const user = await createTestUser({ onboardingStatus: '5' });
    const config = await invoke({ method: 'GET', path: '/api/chat2/config', cookies: [user.cookie] });
    expect(config.status).toBe(200);
    expect(config.body.assistantId).toEqual(expect.any(String));
    expect((await invoke({ method: 'GET', path: '/api/chat2/history', cookies: [user.cookie] })).body).toEqual([]);

    const long = `How is my training progress going? ${'really '.repeat(30)}`;
    const first = await invoke({
      method: 'POST',
      path: '/api/chat2/conversations',
      cookies: [user.cookie],
      body: { title: long, message: long, assistantId: config.body.assistantId },
    });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ conversationId: expect.any(String), sessionId: expect.any(String) });
    const status = await waitFor(user, `/api/chat2/status/${first.body.sessionId}`);
    expect(status).toMatchObject({ completed: true, status: 'completed' });
    expect(status.message).toMatch(/offline coach/);

    const second = await invoke({
      method: 'POST',
      path: '/api/chat2/conversations',
      cookies: [user.cookie],
      body: { title: 'Today', message: "What's my workout today?", assistantId: config.body.assistantId },
    });
    await waitFor(user, `/api/chat2/status/${second.body.sessionId}`);

    const history = (await invoke({ method: 'GET', path: '/api/chat2/history', cookies: [user.cookie] })).body;
    expect(history.map((c: { id: string }) => c.id)).toEqual([second.body.conversationId, first.body.conversationId]);
    expect(history[1].title).toBe(long.trim().slice(0, 100));
    expect(history[1].title).toHaveLength(100);

    const followUp = await invoke({
      method: 'POST',
      path: `/api/chat2/conversations/${first.body.conversationId}/messages`,
      cookies: [user.cookie],
      body: { role: 'user', message: 'It seemed too easy' },
    });
    expect(followUp.status).toBe(202);
    const reply = await waitFor(user, `/api/chat2/status/${followUp.body.sessionId}`);
    expect(reply.message).toMatch(/harder/);

    const messages = (
      await invoke({
        method: 'GET',
        path: `/api/chat2/conversations/${first.body.conversationId}/messages`,
        cookies: [user.cookie],
      })
    ).body;
    expect(messages.map((m: { role: string; message: string }) => [m.role, m.message])).toEqual([
      ['user', long],
      ['assistant', status.message],
      ['user', 'It seemed too easy'],
      ['assistant', reply.message],
    ]);
  });

  it("answers 404 for someone else's conversation and task, and for unknown ids", async () => {
    const owner = await createTestUser({ onboardingStatus: '5' });
    const other = await createTestUser({ onboardingStatus: '5' });
    const created = await invoke({
      method: 'POST',
      path: '/api/chat2/conversations',
      cookies: [owner.cookie],
      body: { message: 'Hello coach' },
    });
    const { conversationId, sessionId } = created.body;
    const onboarding = await invoke({
      method: 'POST',
      path: '/api/chat',
      cookies: [owner.cookie],
      body: { message: 'hi' },
    });

    for (const path of [
      `/api/chat2/status/${sessionId}`,
      `/api/chat/status/${onboarding.body.runId}`,
      `/api/chat2/conversations/${conversationId}/messages`,
    ]) {
      expect((await invoke({ method: 'GET', path, cookies: [other.cookie] })).status).toBe(404);
      expect((await invoke({ method: 'GET', path, cookies: [owner.cookie] })).status).toBe(200);
    }
    expect(
      (
        await invoke({
          method: 'POST',
          path: `/api/chat2/conversations/${conversationId}/messages`,
          cookies: [other.cookie],
          body: { message: 'sneaky' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await invoke({
          method: 'GET',
          path: '/api/chat2/status/00000000-0000-0000-0000-000000000000',
          cookies: [owner.cookie],
        })
      ).status,
    ).toBe(404);
    // A task of the other chat is not found through this chat's status either.
    expect(
      (await invoke({ method: 'GET', path: `/api/chat/status/${sessionId}`, cookies: [owner.cookie] })).status,
    ).toBe(404);
  });

  it('refuses blank messages and answers 429 beyond 3 unfinished AI tasks', async () => {
    const user = await createTestUser({ onboardingStatus: '5' });
    expect(
      (
        await invoke({
          method: 'POST',
          path: '/api/chat2/conversations',
          cookies: [user.cookie],
          body: { message: '  ' },
        })
      ).status,
    ).toBe(400);
    await poller.stop();
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (
            await invoke({
              method: 'POST',
              path: '/api/chat2/conversations',
              cookies: [user.cookie],
              body: { message: `q${i}` },
            })
          ).status,
        );
      expect(statuses).toEqual([202, 202, 202, 429]);
      expect((await invoke({ method: 'GET', path: '/api/chat2/history', cookies: [user.cookie] })).body).toHaveLength(
        3,
      );
    } finally {
      const queue = await useOwnTaskQueue(1);
      poller = queue.startWorker();
    }
  });
});
