import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planBody } from '../../bench/lib/plan-body';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { createHttpClient } from '../support/http-client';
import { onboardedAthlete } from '../support/onboarded-athlete';
import { eventually } from '../support/task-queue';

// A short claim and resend wait, so the restarted stack takes the dead worker's tasks (and the lost messages of
// those still queued) over in seconds instead of minutes.
const LEASE = { TASK_LEASE_SECONDS: '3', TASK_RESEND_PENDING_SECONDS: '3' };

let dataDir: string;
let stack: E2eStack | undefined;
let fake: FakeOpenAi;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tricoach-faults-'));
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await stack?.stop();
  await fake.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The athlete's client against whichever stack runs now (each start has its own port; the session stays). */
function clientOf(running: E2eStack, sid?: string) {
  const client = createHttpClient(running.url);
  client.setSession(sid);
  return client;
}

describe('the stack pulled from the wall in the middle of a week generation', () => {
  it('after a restart on the same data the week is generated exactly once, with one credit debited and no orphan week', async () => {
    // An athlete with a plan, made on a stack with the offline coach.
    stack = await startE2eStack({ dataDir });
    let api = await onboardedAthlete(clientOf(stack), 'Crash Test');
    const plan = await api.post('/api/plans', planBody);
    await eventually(
      async () =>
        (await api.get(`/api/plans/status/${plan.body.sessionId}`)).body.status === 'completed' ? true : undefined,
      60_000,
      'the plan',
    );
    const planId = (await api.get('/api/plans?active=true')).body[0].id as string;
    const creditsBefore = (await api.get('/api/user')).body.credits as number;
    const sid = api.session();
    await stack.stop();

    // The same data behind a model that never answers: the week's task is mid-call when the plug is pulled.
    fake.enqueue(...Array.from({ length: 5 }, () => ({ hang: true as const })));
    stack = await startE2eStack({
      dataDir,
      env: { ...LEASE, OPENAI_API_KEY: 'sk-fault-test', OPENAI_BASE_URL: fake.baseURL },
    });
    api = clientOf(stack, sid);
    const week = await api.post('/api/weeks', {
      trainingStyle: 'classic',
      requirementsPrompt: 'No swimming on Monday',
      trainingPlanId: planId,
    });
    expect(week.status).toBe(202);
    await eventually(async () => (fake.requests.length > 0 ? true : undefined), 30_000, 'the worker to call the model');
    await stack.crash();

    // Back on the same data (the offline coach this time): the reaper re-sends the orphaned task.
    stack = await startE2eStack({ dataDir, env: LEASE });
    api = clientOf(stack, sid);
    const status = await eventually(
      async () => {
        const body = (await api.get(`/api/weeks/status/${week.body.sessionId}`)).body;
        return body.status === 'completed' || body.status === 'failed' ? body : undefined;
      },
      90_000,
      'the week to finish after the restart',
    );
    expect(status).toMatchObject({ completed: true, status: 'completed', weekId: week.body.weekId });
    expect((await api.get('/api/weeks/active')).body).toMatchObject({ id: week.body.weekId, status: 'ready' });
    expect((await api.get(`/api/weeks/${week.body.weekId}/workouts`)).body.length).toBeGreaterThan(0);
    expect((await api.get(`/api/plans/${planId}/weeks`)).body).toHaveLength(1);
    expect((await api.get('/api/user')).body.credits).toBe(creditsBefore - 1);
    const ledger = (await api.get('/api/credits')).body as {
      balance: number;
      entries: Array<{ type: string; amount: number }>;
    };
    expect(ledger.balance).toBe(creditsBefore - 1);
    expect(ledger.entries.filter((entry) => entry.type === 'week')).toEqual([expect.objectContaining({ amount: -1 })]);
  });
});

describe('the stack pulled from the wall while a plan and a chat reply are being written', () => {
  it('after a restart both finish exactly once: one plan, one reply', async () => {
    await stack?.stop();
    stack = await startE2eStack({ dataDir, env: LEASE });
    let api = await onboardedAthlete(clientOf(stack), 'Crash Plan');
    const sid = api.session();
    await stack.stop();

    fake.reset();
    fake.enqueue(...Array.from({ length: 5 }, () => ({ hang: true as const })));
    stack = await startE2eStack({
      dataDir,
      env: { ...LEASE, OPENAI_API_KEY: 'sk-fault-test', OPENAI_BASE_URL: fake.baseURL },
    });
    api = clientOf(stack, sid);
    const plan = await api.post('/api/plans', planBody);
    const chat = await api.post('/api/chat2/conversations', { message: 'How long should my long run be?' });
    expect([plan.status, chat.status]).toEqual([202, 202]);
    await eventually(async () => (fake.requests.length > 0 ? true : undefined), 30_000, 'the worker to call the model');
    await stack.crash();

    stack = await startE2eStack({ dataDir, env: LEASE });
    api = clientOf(stack, sid);
    const done = async (path: string) => {
      const body = (await api.get(path)).body;
      return body.status === 'completed' || body.status === 'failed' ? body : undefined;
    };
    const [planStatus, chatStatus] = await Promise.all([
      eventually(
        () => done(`/api/plans/status/${plan.body.sessionId}`),
        90_000,
        'the plan to finish after the restart',
      ),
      eventually(
        () => done(`/api/chat2/status/${chat.body.sessionId}`),
        90_000,
        'the chat reply to finish after the restart',
      ),
    ]);
    expect([planStatus.status, chatStatus.status]).toEqual(['completed', 'completed']);
    expect((await api.get('/api/plans')).body).toHaveLength(1);
    const messages = (await api.get(`/api/chat2/conversations/${chat.body.conversationId}/messages`)).body as Array<{
      role: string;
    }>;
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant']);
  });
});
