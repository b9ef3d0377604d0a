import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { freePort } from '../../functions/local/free-port';
import { ensureTable, localAwsEnv, startDynamoDbLocal, startSqsEmulator } from '../../functions/local/services';
import { buildWeb } from '../../functions/local/web-build';
import { startE2eStack } from '../../test/support/e2e-stack';
import { countDynamoRequests } from '../lib/dynamo-counter';
import { kb, median, ms, table, verdict, type BenchSection } from '../lib/report';
import { entryKeys, moduleKey, readManifest, routeChunks, sizes, staticClosure, total } from '../lib/route-chunks';

/** Budgets: one Query per call (plus the session read), p95 <= 150 ms locally, route chunk <= 80 KB gzipped. */
const DB_BUDGET = 1;
const P95_BUDGET_MS = 150;
const CHUNK_BUDGET = 80 * 1000;
const CALLS = 200;
const ATHLETE = { weeksAgo: 28, totalWeeks: 30, activities: 300, stepsPerWorkout: 8 };
const CHAT_MESSAGES = 150;

const root = fileURLToPath(new URL('../..', import.meta.url));
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

/**
 * The athlete: a 30-week plan started 28 weeks ago, a week item with eight 8-step workouts per started week, 300
 * activities, and chat messages that sort inside the Query's key range (read and filtered out).
 */
async function seedAthlete(userId: string): Promise<number> {
  const { putItems, trainingHistory } = await import('../../test/support/progress-fixtures');
  const { keys } = await import('../../functions/db/keys');
  const today = new Date().toISOString().slice(0, 10);
  const { items } = trainingHistory(userId, { today, ...ATHLETE });
  const chat = Array.from({ length: CHAT_MESSAGES }, (_, i) => {
    const at = new Date(Date.now() - i * 3_600_000).toISOString();
    return {
      ...keys.chatMessage(userId, 'bench', at, (i % 2) as 0 | 1, randomUUID()),
      type: 'chatMessage',
      role: i % 2 ? 'assistant' : 'user',
      content: 'How should I pace the long ride this weekend? '.repeat(20),
      createdAt: at,
    };
  });
  await putItems([...items, ...chat]);
  return items.length + chat.length;
}

/** Part 1: the handler on DynamoDB Local: requests per call, then latency of sequential calls. */
async function handlerOnDynamoLocal(): Promise<void> {
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  const sqs = await startSqsEmulator({ port: await freePort() });
  const tableName = `bench-progress-${Date.now()}`;
  await ensureTable(dynamo.endpoint, tableName);
  Object.assign(process.env, localAwsEnv(dynamo.endpoint, sqs.endpoint), {
    TABLE_NAME: tableName,
    TASK_QUEUE_URL: sqs.taskQueueUrl,
    APP_URL: 'http://localhost:3000',
    ORIGIN_SECRET: 'bench-origin-secret',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    LOG_LEVEL: 'SILENT',
  });
  try {
    const { documentClient } = await import('../../functions/db/client');
    const { invoke, sessionCookieFrom } = await import('../../test/support/api-event');
    const measure = countDynamoRequests(documentClient());
    const registered = await invoke({
      method: 'POST',
      path: '/api/register',
      body: { email: `bench-${randomUUID()}@example.test`, password: 'bench-password' },
    });
    if (registered.status !== 201)
      throw new Error(`POST /api/register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
    const cookie = sessionCookieFrom(registered);
    await invoke({ method: 'PATCH', path: '/api/user', body: { birthdate: '1988-06-01' }, cookies: [cookie] });
    const seeded = await seedAthlete((registered.body as { id: string }).id);
    const call = () => invoke({ method: 'GET', path: '/api/progress', cookies: [cookie] });

    const first = await measure(call);
    const steady = await measure(call);
    const answer = steady.result.body as { weeks: unknown[]; activityCount: number; load: { days: unknown[] } };
    const label = (n: { data: number; commands: string[] }) =>
      `${n.commands.filter((c) => c.startsWith('Query')).length} Query, ${n.commands.filter((c) => c.startsWith('Update')).length} Update`;
    console.log(
      `  athlete: ${seeded} items (${ATHLETE.totalWeeks}-week plan, ${ATHLETE.weeksAgo + 1} weeks, ${ATHLETE.activities} activities, ${CHAT_MESSAGES} chat messages); answer: ${answer.load.days.length} days, ${answer.weeks.length} weeks, ${answer.activityCount} activities`,
    );
    table(
      ['call', 'status', 'session reqs', 'data reqs', 'requests', 'budget', 'verdict'],
      [
        [
          'first call (stores the final weeks)',
          first.result.status,
          first.counted.session,
          first.counted.data,
          label(first.counted),
          '-',
          '-',
        ],
        [
          'every later call',
          steady.result.status,
          steady.counted.session,
          steady.counted.data,
          label(steady.counted),
          `${DB_BUDGET} Query`,
          verdict(steady.counted.data, DB_BUDGET),
        ],
      ],
    );

    const timings: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now();
      const res = await call();
      timings.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`GET /api/progress answered ${res.status}`);
    }
    console.log('');
    table(
      ['GET /api/progress, handler in-process', 'calls', 'p50', 'p95', 'p99', 'budget p95', 'verdict'],
      [
        [
          'session + Query + figures + JSON',
          CALLS,
          ms(median(timings)),
          ms(percentile(timings, 95)),
          ms(percentile(timings, 99)),
          ms(P95_BUDGET_MS),
          verdict(percentile(timings, 95), P95_BUDGET_MS),
        ],
      ],
    );
  } finally {
    await sqs.stop();
    await dynamo.stop();
  }
}

/**
 * Part 2: through npm start's gateway over HTTP: one connection (latency), then ten (throughput). Most of a call
 * is DynamoDB Local reading the ~560 items (Java, on the same two cores), not the figures.
 */
async function overHttp(): Promise<void> {
  const stack = await startE2eStack({ env: { LOG_LEVEL: 'ERROR', POWERTOOLS_LOG_LEVEL: 'ERROR' } });
  try {
    const res = await fetch(`${stack.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-${randomUUID()}@example.test`, password: 'bench-password' }),
    });
    const cookie = /sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
    const user = (await res.json()) as { id: string };
    await fetch(`${stack.url}/api/user`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ birthdate: '1988-06-01' }),
    });
    // The stack's own DynamoDB, found the way the CLI finds it.
    process.env.DATA_DIR = stack.dataDir;
    const { resolveTarget } = await import('../../scripts/cli/target');
    await resolveTarget(false);
    await seedAthlete(user.id);
    await fetch(`${stack.url}/api/progress`, { headers: { cookie } });
    const rows: Array<Array<string | number>> = [];
    for (const connections of [1, 10]) {
      const result = await autocannon({
        url: `${stack.url}/api/progress`,
        connections,
        duration: 10,
        headers: { cookie },
      });
      rows.push([
        `${connections} connection${connections > 1 ? 's' : ''}, 10 s`,
        result.requests.total,
        result.non2xx,
        Math.round(result.requests.average),
        ms(result.latency.p50),
        ms(result.latency.p90),
        ms(result.latency.p97_5),
        ms(result.latency.p99),
      ]);
    }
    console.log('');
    table(
      ['GET /api/progress over HTTP (local stack)', 'requests', 'non-2xx', 'req/s', 'p50', 'p90', 'p97.5', 'p99'],
      rows,
    );
  } finally {
    await stack.stop();
  }
}

/** Part 3: what opening /progress downloads after the entry, and that the entry and dashboard do not carry it. */
async function routeChunk(): Promise<void> {
  const built = await buildWeb(root);
  if (!built.ok) throw new Error(`vite build failed:\n${built.output}`);
  const dist = join(root, 'dist/web');
  const manifest = readManifest(dist);
  const progress = routeChunks(dist, manifest, 'features/progress/pages/progress-page.tsx');
  const entry = sizes(dist, manifest, staticClosure(manifest, entryKeys(manifest)));
  const dashboard = routeChunks(dist, manifest, 'features/dashboard/pages/dashboard-page.tsx');
  const landing = routeChunks(dist, manifest, 'features/landing/pages/landing-page.tsx');
  // Chunks only the progress route needs (its own module, visx, d3): none may be in what the others load.
  const others = new Set([...entry, ...dashboard, ...landing].map((c) => c.file));
  const progressOwn = staticClosure(manifest, [moduleKey(manifest, 'features/progress/pages/progress-page.tsx')]);
  const leaked = [...progressOwn]
    .map((key) => manifest[key]!.file)
    .filter((file) => others.has(file) && /progress|visx|d3|popover/i.test(file));
  console.log('');
  table(
    ['web chunks (gzip -9)', 'files', 'gzip', 'budget', 'verdict'],
    [
      [
        '/progress route (after the entry)',
        progress.length,
        kb(total(progress)),
        kb(CHUNK_BUDGET),
        verdict(total(progress), CHUNK_BUDGET),
      ],
      ['entry (every page)', entry.length, kb(total(entry)), '-', '-'],
      ['/dashboard route (after the entry)', dashboard.length, kb(total(dashboard)), '-', '-'],
      ['/ landing route (after the entry)', landing.length, kb(total(landing)), '-', '-'],
    ],
  );
  const biggest = [...progress].sort((a, b) => b.gzip - a.gzip).slice(0, 4);
  console.log(`  largest /progress chunks: ${biggest.map((c) => `${c.file} ${kb(c.gzip)}`).join(', ')}`);
  console.log(
    `  progress-only code in the entry, dashboard or landing chunks: ${leaked.length ? leaked.join(', ') : 'none'}`,
  );
}

export const section: BenchSection = {
  name: 'progress',
  description: `GET /api/progress for a ${ATHLETE.totalWeeks}-week plan with ${ATHLETE.activities} activities: DynamoDB requests (budget ${DB_BUDGET} Query + the session), p95 of ${CALLS} calls (budget ${P95_BUDGET_MS} ms), over HTTP; the /progress route chunk (budget ${kb(CHUNK_BUDGET)} gzipped)`,
  async run() {
    const part = process.env.BENCH_PROGRESS_PART; // 'api', 'http' or 'web' runs one part
    if (!part || part === 'api') await handlerOnDynamoLocal();
    if (!part || part === 'http') await overHttp();
    if (!part || part === 'web') await routeChunk();
  },
};
