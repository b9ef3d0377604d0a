import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planBody } from '../../bench/lib/plan-body';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import { errorAnswer, startFakeOpenAi, textAnswer, type FakeOpenAi } from '../support/fake-openai';
import { createHttpClient } from '../support/http-client';
import { onboardedAthlete } from '../support/onboarded-athlete';
import { eventually } from '../support/task-queue';

let stack: E2eStack;
let fake: FakeOpenAi;
beforeAll(async () => {
  // A model that answers every request with a 500 (the fake's answer when nothing is queued).
  fake = await startFakeOpenAi();
  stack = await startE2eStack({
    env: { OPENAI_API_KEY: 'sk-fault-test', OPENAI_BASE_URL: fake.baseURL, TASK_RETRY_DELAY_SECONDS: '2' },
  });
});
afterAll(async () => {
  await stack.stop();
  await fake.stop();
});

describe('the AI provider down for good', () => {
  it('a plan request ends, after bounded retries, as failed with a message for the athlete; the worker keeps serving', async () => {
    const api = await onboardedAthlete(createHttpClient(stack.url), 'AI Down');
    const started = Date.now();
    const plan = await api.post('/api/plans', planBody);
    expect(plan.status).toBe(202);
    const status = await eventually(
      async () => {
        const body = (await api.get(`/api/plans/status/${plan.body.sessionId}`)).body;
        return body.status === 'failed' || body.status === 'completed' ? body : undefined;
      },
      150_000,
      'the plan task to end',
    );
    expect(status.status).toBe('failed');
    expect(status.error).toMatch(/try again/i);
    expect(status.error).not.toMatch(/OpenAI|500|stack|at \w+ \(/);
    // Bounded: a few deliveries, each with at most one SDK retry; then it stops calling.
    const calls = fake.requests.length;
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(calls).toBeLessThanOrEqual(10);
    expect(Date.now() - started).toBeLessThan(150_000);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(fake.requests.length).toBe(calls);
    // The same worker still answers the next request (the failure did not take the batch or the process down).
    expect((await api.get('/api/user')).status).toBe(200);
  });
});

describe('the AI provider rate limiting, then answering garbage', () => {
  it('a chat reply rides out 429s and arrives once; a plan answered with broken JSON twice fails with the message, no plan made active', async () => {
    const api = await onboardedAthlete(createHttpClient(stack.url), 'AI Flaky');
    const finished = (path: string) =>
      eventually(
        async () => {
          const body = (await api.get(path)).body;
          return body.status === 'failed' || body.status === 'completed' ? body : undefined;
        },
        60_000,
        path,
      );

    fake.reset();
    fake.enqueue(
      errorAnswer(429, 'Rate limit reached'),
      errorAnswer(429, 'Rate limit reached'),
      textAnswer('Run the long run at an easy, chatty pace.'),
    );
    const chat = await api.post('/api/chat2/conversations', { message: 'How fast is my long run?' });
    expect((await finished(`/api/chat2/status/${chat.body.sessionId}`)).status).toBe('completed');
    expect(fake.requests).toHaveLength(3);
    const messages = (await api.get(`/api/chat2/conversations/${chat.body.conversationId}/messages`)).body as Array<{
      role: string;
      message: string;
    }>;
    expect(messages.filter((message) => message.role === 'assistant').map((message) => message.message)).toEqual([
      'Run the long run at an easy, chatty pace.',
    ]);

    fake.reset();
    fake.enqueue(textAnswer('{"planName": "Half Ironman", "phases": [ {'), textAnswer('Sure! Here is your plan: ...'));
    const plan = await api.post('/api/plans', planBody);
    const status = await finished(`/api/plans/status/${plan.body.sessionId}`);
    expect(status.status).toBe('failed');
    expect(status.error).toMatch(/try again/i);
    expect(status.error).not.toMatch(/JSON|Unexpected token|at \w+ \(/);
    expect(fake.requests).toHaveLength(2);
    // The plan reads failed (the athlete can ask again), and no half-made plan became the active one.
    // The task is marked failed first and the plan row right after it (the task type's onFailed): read it once written.
    const plans = await eventually(
      async () => {
        const body = (await api.get('/api/plans')).body as Array<{ status: string }>;
        return body[0]?.status === 'failed' ? body : undefined;
      },
      10_000,
      'the plan marked failed',
    );
    expect(plans).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect((await api.get('/api/plans?active=true')).body).toEqual([]);
  });
});
