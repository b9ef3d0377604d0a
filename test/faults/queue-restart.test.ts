import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import { errorAnswer, startFakeOpenAi, textAnswer, type FakeOpenAi } from '../support/fake-openai';
import { createHttpClient } from '../support/http-client';
import { onboardedAthlete } from '../support/onboarded-athlete';
import { eventually } from '../support/task-queue';

const REPLY = 'Keep Saturday’s long ride easy and eat every 30 minutes.';

let stack: E2eStack;
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  stack = await startE2eStack({
    env: {
      OPENAI_API_KEY: 'sk-fault-test',
      OPENAI_BASE_URL: fake.baseURL,
      // A failed call waits a minute before its next delivery: only the reaper can bring a lost one back sooner.
      TASK_RETRY_DELAY_SECONDS: '60',
      TASK_RESEND_PENDING_SECONDS: '3',
      SQS_DOWN_SECONDS: '4',
    },
  });
});
afterAll(async () => {
  await stack.stop();
  await fake.stop();
});

const athlete = (name: string) => onboardedAthlete(createHttpClient(stack.url), name);

type Api = Awaited<ReturnType<typeof athlete>>;

const finished = (api: Api, sessionId: string, withinMs = 60_000) =>
  eventually(
    async () => {
      const body = (await api.get(`/api/chat2/status/${sessionId}`)).body;
      return body.status === 'completed' || body.status === 'failed' ? body : undefined;
    },
    withinMs,
    'the chat reply',
  );

const assistantReplies = async (api: Api, conversationId: string) =>
  (
    (await api.get(`/api/chat2/conversations/${conversationId}/messages`)).body as Array<{
      role: string;
      message: string;
    }>
  ).filter((message) => message.role === 'assistant');

const emulatorBack = () =>
  eventually(
    async () => (/started again at/.test(stack.output()) ? true : undefined),
    30_000,
    'the SQS emulator to come back',
  );

describe('the SQS emulator restarted', () => {
  it('a retry waiting in the queue is lost with it; the reaper sends it again and the reply is written once', async () => {
    fake.reset();
    // The first call fails (and the SDK's one retry too): the task goes back to the queue for a minute.
    fake.enqueue(errorAnswer(500), errorAnswer(500), textAnswer(REPLY));
    const api = await athlete('Queue Lost');
    const started = await api.post('/api/chat2/conversations', { message: 'How should I ride on Saturday?' });
    expect(started.status).toBe(202);
    await eventually(
      async () =>
        (await api.get(`/api/chat2/status/${started.body.sessionId}`)).body.status === 'pending' &&
        fake.requests.length === 2
          ? true
          : undefined,
      30_000,
      'the first attempt to fail',
    );

    stack.restartSqs();
    await emulatorBack();

    // Sooner than the queue's own retry (a minute): the reaper (every 30 s locally) re-sent it.
    const status = await finished(api, started.body.sessionId, 45_000);
    expect(status.status).toBe('completed');
    expect(fake.requests).toHaveLength(3);
    expect(await assistantReplies(api, started.body.conversationId)).toEqual([
      expect.objectContaining({ message: REPLY }),
    ]);
  });

  it('while it is down a new request answers 503 JSON with Retry-After at once and leaves nothing half-written; once back it works', async () => {
    fake.reset();
    fake.enqueue(textAnswer(REPLY));
    const api = await athlete('Queue Down');
    const outputBefore = stack.output().length;
    stack.restartSqs();
    await eventually(
      async () => (/stopped: queued messages are gone/.test(stack.output().slice(outputBefore)) ? true : undefined),
      10_000,
      'the SQS emulator to stop',
    );

    const began = Date.now();
    const refused = await api.post('/api/chat2/conversations', { message: 'Is the queue down?' });
    expect(Date.now() - began).toBeLessThan(10_000);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.message).toMatch(/try again/i);
    expect(JSON.stringify(refused.body)).not.toMatch(/ECONNREFUSED|at \w+ \(|127\.0\.0\.1/);

    await eventually(
      async () => (/started again at/.test(stack.output().slice(outputBefore)) ? true : undefined),
      30_000,
      'the SQS emulator to come back',
    );
    const history = (await api.get('/api/chat2/history')).body as Array<{ id: string }>;
    const retried = await api.post('/api/chat2/conversations', { message: 'Is the queue down?' });
    expect(retried.status).toBe(202);
    expect((await finished(api, retried.body.sessionId)).status).toBe('completed');
    expect(await assistantReplies(api, retried.body.conversationId)).toEqual([
      expect.objectContaining({ message: REPLY }),
    ]);
    // The refused request left no conversation waiting forever for a reply.
    expect(history).toEqual([]);
  });
});
