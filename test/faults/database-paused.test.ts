import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planBody } from '../../bench/lib/plan-body';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import { createHttpClient, type HttpResponse } from '../support/http-client';
import { onboardedAthlete } from '../support/onboarded-athlete';
import { eventually } from '../support/task-queue';

let stack: E2eStack;
beforeAll(async () => {
  stack = await startE2eStack();
});
afterAll(async () => {
  await stack.stop();
});

/** DynamoDB Local's JVM: the `java` process in the stack's process group. */
function databasePid(): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,pgid=,comm='], { encoding: 'utf8' }).trim().split('\n');
  const row = rows
    .map((line) => line.trim().split(/\s+/))
    .find(([, pgid, comm]) => Number(pgid) === stack.processGroup && comm === 'java');
  if (!row) throw new Error('DynamoDB Local is not running in the stack');
  return Number(row[0]);
}

async function readyAthlete() {
  const api = await onboardedAthlete(createHttpClient(stack.url), 'Paused');
  const plan = await api.post('/api/plans', planBody);
  await eventually(
    async () =>
      (await api.get(`/api/plans/status/${plan.body.sessionId}`)).body.status === 'completed' ? true : undefined,
    60_000,
    'the plan',
  );
  return { api, planId: (await api.get('/api/plans?active=true')).body[0].id as string };
}

describe('DynamoDB frozen for 10 seconds under load', () => {
  it('answers 503 JSON with Retry-After (never a hang or a stack trace), writes nothing by halves, and recovers by itself', async () => {
    const { api, planId } = await readyAthlete();
    const before = (await api.get('/api/credits')).body as { balance: number };

    const pid = databasePid();
    const timed = async (call: () => Promise<HttpResponse>) => {
      const started = Date.now();
      return { ...(await call()), ms: Date.now() - started };
    };
    process.kill(pid, 'SIGSTOP');
    const stoppedAt = Date.now();
    let answers: Array<HttpResponse & { ms: number }>;
    try {
      // Reads and a paid write at once, while the database does not answer.
      answers = await Promise.all([
        timed(() => api.get('/api/user')),
        timed(() => api.get('/api/weeks/active')),
        timed(() =>
          api.post('/api/weeks', { trainingStyle: 'classic', requirementsPrompt: 'x', trainingPlanId: planId }),
        ),
        ...Array.from({ length: 5 }, () => timed(() => api.get('/api/credits'))),
      ]);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, stoppedAt + 10_000 - Date.now())));
    } finally {
      process.kill(pid, 'SIGCONT');
    }

    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.body.message).toBe('Tricoach is briefly unavailable. Please try again in a moment.');
      expect(answer.ms).toBeLessThan(15_000);
    }

    // Recovered without a restart; the week's debit and the week came in one transaction or not at all.
    const after = await eventually(
      async () => {
        const res = await api.get('/api/credits');
        return res.status === 200 ? (res.body as { balance: number; entries: Array<{ type: string }> }) : undefined;
      },
      30_000,
      'the API to answer again',
    );
    const weeks = (await api.get(`/api/plans/${planId}/weeks`)).body as unknown[];
    const debits = after.entries.filter((entry) => entry.type === 'week').length;
    expect(weeks.length).toBe(debits);
    expect(after.balance).toBe(before.balance - debits);
    expect((await api.get('/api/user')).status).toBe(200);
  });
});
