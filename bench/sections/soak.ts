import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localAwsEnv } from '../../functions/local/services';
import { startE2eStack, type E2eStack } from '../../test/support/e2e-stack';
import { planBody } from '../lib/plan-body';
import { ms, ratio, table, verdict, type BenchSection } from '../lib/report';

/** `npm run bench -- soak`: SOAK_ATHLETES athletes (50) through the whole product for SOAK_SECONDS (180). */
const ATHLETES = Number(process.env.SOAK_ATHLETES ?? 50);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const POLL_MS = 300;

interface RouteStats {
  times: number[];
  serverErrors: number;
  refused: number;
}

/** Every call timed and counted by its route (path with ids replaced), so the table reads per route. */
function createRecorder() {
  const stats = new Map<string, RouteStats>();
  const routeOf = (method: string, path: string) =>
    `${method} ${path.split('?')[0]!.replace(/[0-9a-f]{8}-[0-9a-f-]{27,}/g, '{id}')}`;
  return {
    stats,
    async call(
      baseUrl: string,
      cookie: string,
      method: string,
      path: string,
      body?: unknown,
    ): Promise<{ status: number; body: any }> {
      const started = performance.now();
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { cookie, origin: baseUrl, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      const entry = stats.get(routeOf(method, path)) ?? { times: [], serverErrors: 0, refused: 0 };
      entry.times.push(performance.now() - started);
      if (res.status >= 500) entry.serverErrors++;
      else if (res.status >= 400) entry.refused++;
      stats.set(routeOf(method, path), entry);
      return {
        status: res.status,
        body: text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text,
      };
    },
  };
}
type Recorder = ReturnType<typeof createRecorder>;

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

async function until<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 120_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`soak: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** One athlete: profile, fitness, plan, week, a modified workout, flow, then the reads an athlete repeats. */
async function journey(
  stack: E2eStack,
  rec: Recorder,
  cookie: string,
  deadline: number,
): Promise<{ planId: string; weekId: string }> {
  const call = (method: string, path: string, body?: unknown) => rec.call(stack.url, cookie, method, path, body);
  await call('PATCH', '/api/user', { name: 'Soak' });
  await call('POST', '/api/user/fitness', { swimLevel: 50, bikeLevel: 60, runLevel: 55 });
  const plan = await call('POST', '/api/plans', planBody);
  if (plan.status !== 202) throw new Error(`soak: POST /api/plans answered ${plan.status}`);
  await until(
    async () =>
      (await call('GET', `/api/plans/status/${plan.body.sessionId}`)).body.status === 'completed' ? true : undefined,
    'a plan',
  );
  const week = await call('POST', '/api/weeks', {
    trainingStyle: 'classic',
    requirementsPrompt: 'No swimming on Monday',
    trainingPlanId: plan.body.planId,
  });
  if (week.status !== 202) throw new Error(`soak: POST /api/weeks answered ${week.status}`);
  await until(
    async () =>
      (await call('GET', `/api/weeks/status/${week.body.sessionId}`)).body.status === 'completed' ? true : undefined,
    'a week',
  );
  const workouts = (await call('GET', `/api/weeks/${week.body.weekId}/workouts`)).body as Array<{ id: string }>;
  const modify = await call('POST', `/api/workouts/${workouts[0]!.id}/modify`, { prompt: '20 minutes shorter' });
  const modified = await until(async () => {
    const status = (
      await call('GET', `/api/workouts/modification/${modify.body.taskId ?? modify.body.sessionId}/status`)
    ).body;
    return status.status === 'completed' ? status.response : undefined;
  }, 'a modification');
  await call('POST', `/api/workouts/${workouts[0]!.id}/save-modified`, { workoutDetails: JSON.parse(modified) });
  await call('PUT', `/api/weeks/${week.body.weekId}`, { trainingStyle: 'flow' });
  while (Date.now() < deadline) {
    await call('GET', '/api/user');
    await call('GET', '/api/weeks/active');
    await call('GET', `/api/weeks/${week.body.weekId}/workouts`);
    await call('GET', '/api/workouts/flow');
    await call('GET', '/api/progress');
  }
  return { planId: plan.body.planId, weekId: week.body.weekId };
}

/** What must survive a restart: per athlete, the balance, the ledger, the plan's weeks and the week's workouts. */
async function snapshot(
  stack: E2eStack,
  rec: Recorder,
  athletes: Array<{ cookie: string; planId: string; weekId: string }>,
) {
  return Promise.all(
    athletes.map(async (a) => {
      const call = (path: string) => rec.call(stack.url, a.cookie, 'GET', path);
      const credits = (await call('/api/credits')).body;
      return JSON.stringify({
        balance: credits.balance,
        ledger: credits.entries.length,
        weeks: (await call(`/api/plans/${a.planId}/weeks`)).body.length,
        workouts: (await call(`/api/weeks/${a.weekId}/workouts`)).body
          .map((w: { id: string; updatedAt?: string }) => `${w.id}:${w.updatedAt ?? ''}`)
          .sort(),
      });
    }),
  );
}

async function athletesOn(stack: E2eStack, dataDir: string, count: number): Promise<string[]> {
  const info = JSON.parse(readFileSync(join(dataDir, 'stack.json'), 'utf8')) as {
    dynamoEndpoint: string;
    sqsEndpoint: string;
    tableName: string;
  };
  Object.assign(process.env, localAwsEnv(info.dynamoEndpoint, info.sqsEndpoint), {
    TABLE_NAME: info.tableName,
    ORIGIN_SECRET: 'soak-in-process',
    LOG_LEVEL: 'SILENT',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  });
  // Registered in-process against the stack's table: 50 sign-ups from one machine would meet the per-address limit.
  const { createTestUser } = await import('../../test/support/users');
  const users: string[] = [];
  for (let i = 0; i < count; i += 10)
    users.push(
      ...(
        await Promise.all(
          Array.from({ length: Math.min(10, count - i) }, () => createTestUser({ onboardingStatus: '3', credits: 2 })),
        )
      ).map((u) => u.cookie),
    );
  return users;
}

function report(label: string, stats: Map<string, RouteStats>, baseline?: Map<string, RouteStats>) {
  const rows = [...stats.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, s]) => {
      const p99 = percentile(s.times, 0.99);
      const base = baseline?.get(route);
      return [
        route,
        s.times.length,
        ms(percentile(s.times, 0.5)),
        ms(p99),
        base ? ratio(p99, percentile(base.times, 0.99)) : '-',
        s.refused,
        s.serverErrors,
      ];
    });
  console.log('');
  table([label, 'calls', 'p50', 'p99', 'p99 vs 1 athlete', '4xx', '5xx'], rows);
}

export const section: BenchSection = {
  name: 'Soak',
  description: `${ATHLETES} athletes through profile, plan, week, modify, flow and repeated reads for ${SECONDS} s against one local stack (baseline: one athlete alone, same stack); budgets: 0 5xx, 0 lost writes across a restart`,
  run: async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tricoach-soak-'));
    let stack = await startE2eStack({ dataDir });
    try {
      const [solo, ...crowd] = await athletesOn(stack, dataDir, ATHLETES + 1);
      const baseline = createRecorder();
      const soloRun = await journey(stack, baseline, solo!, Date.now() + 10_000);

      const rec = createRecorder();
      const deadline = Date.now() + SECONDS * 1000;
      const results = await Promise.allSettled(crowd.map((cookie) => journey(stack, rec, cookie, deadline)));
      const failed = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
      report(`${crowd.length} athletes, ${SECONDS} s`, rec.stats, baseline.stats);

      const finished = results.flatMap((r, i) => (r.status === 'fulfilled' ? [{ cookie: crowd[i]!, ...r.value }] : []));
      const checked = [{ cookie: solo!, ...soloRun }, ...finished];
      const probe = createRecorder();
      const before = await snapshot(stack, probe, checked);
      await stack.stop();
      stack = await startE2eStack({ dataDir });
      const after = await snapshot(stack, probe, checked);
      const lost = before.filter((row, i) => row !== after[i]).length;
      const serverErrors = [...rec.stats.values()].reduce((sum, s) => sum + s.serverErrors, 0);
      console.log('');
      table(
        ['soak budget', 'value', 'budget', 'verdict'],
        [
          ['5xx answers', serverErrors, 0, verdict(serverErrors, 0)],
          ['journeys that failed', failed.length, 0, verdict(failed.length, 0)],
          ['athletes whose data changed across a restart', lost, 0, verdict(lost, 0)],
        ],
      );
      for (const failure of failed.slice(0, 3))
        console.log(`  failed journey: ${String((failure.reason as Error)?.message ?? failure.reason)}`);
    } finally {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
