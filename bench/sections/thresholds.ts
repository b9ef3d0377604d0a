import { randomUUID } from 'node:crypto';
import { freePort } from '../../functions/local/free-port';
import { ensureTable, localAwsEnv, startDynamoDbLocal, startSqsEmulator } from '../../functions/local/services';
import { THRESHOLD_NAMES } from '@shared/schemas/thresholds';
import { estimateThresholds } from '@shared/training/threshold-estimates';
import { countDynamoRequests } from '../lib/dynamo-counter';
import { median, ms, table, verdict, type BenchSection } from '../lib/report';

/** Budgets: the estimate reads one Query (plus the session); p95 <= 150 ms locally; the progress read stays one Query. */
const P95_BUDGET_MS = 150;
const CALLS = 200;
const ATHLETE = { weeksAgo: 25, totalWeeks: 30, activities: 300, stepsPerWorkout: 8 };
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

async function timed(call: () => Promise<{ status: number }>): Promise<number[]> {
  const timings: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    const res = await call();
    timings.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`answered ${res.status}`);
  }
  return timings;
}

async function run(): Promise<void> {
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  const sqs = await startSqsEmulator({ port: await freePort() });
  const tableName = `bench-thresholds-${Date.now()}`;
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
    const { putItems, trainingHistory } = await import('../../test/support/progress-fixtures');
    const registered = await invoke({
      method: 'POST',
      path: '/api/register',
      body: { email: `bench-${randomUUID()}@example.test`, password: 'bench-password' },
    });
    const cookie = sessionCookieFrom(registered);
    const userId = (registered.body as { id: string }).id;
    const { items } = trainingHistory(userId, { today: new Date().toISOString().slice(0, 10), ...ATHLETE });
    await putItems(items);
    await invoke({ method: 'PUT', path: '/api/thresholds', body: { maxHr: 188, thresholdHr: 168 }, cookies: [cookie] });

    const measure = countDynamoRequests(documentClient());
    const estimate = () => invoke({ method: 'POST', path: '/api/thresholds/estimate', body: {}, cookies: [cookie] });
    const progress = () => invoke({ method: 'GET', path: '/api/progress', cookies: [cookie] });
    const counted = await measure(estimate);
    await progress();
    const read = await measure(progress);
    const answer = counted.result.body as { activitiesRead: number };
    console.log(
      `  athlete: ${items.length} items, ${ATHLETE.activities} activities over ${ATHLETE.weeksAgo} weeks; the estimate read ${answer.activitiesRead} of them (last 182 days)`,
    );
    table(
      ['call', 'data requests', 'commands', 'budget', 'verdict'],
      [
        [
          'POST /api/thresholds/estimate',
          counted.counted.data,
          counted.counted.commands.join(' '),
          '1',
          verdict(counted.counted.data, 1),
        ],
        [
          'GET /api/progress (reads the thresholds too)',
          read.counted.data,
          read.counted.commands.join(' '),
          '1 Query',
          verdict(read.counted.commands.filter((c) => c.startsWith('Query')).length, 1),
        ],
      ],
    );

    const api = await timed(estimate);
    const activities = items.filter((i) => i.type === 'activity') as unknown as Parameters<
      typeof estimateThresholds
    >[0];
    const pure: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now();
      estimateThresholds(activities, THRESHOLD_NAMES);
      pure.push(performance.now() - started);
    }
    console.log('');
    table(
      ['estimate', 'calls', 'p50', 'p95', 'p99', 'budget p95', 'verdict'],
      [
        [
          'handler in-process (session + Query + estimate)',
          CALLS,
          ms(median(api)),
          ms(percentile(api, 95)),
          ms(percentile(api, 99)),
          ms(P95_BUDGET_MS),
          verdict(percentile(api, 95), P95_BUDGET_MS),
        ],
        [
          `estimators alone (${activities.length} activities)`,
          CALLS,
          ms(median(pure)),
          ms(percentile(pure, 95)),
          ms(percentile(pure, 99)),
          '-',
          '-',
        ],
      ],
    );
  } finally {
    await sqs.stop();
    await dynamo.stop();
  }
}

export const section: BenchSection = {
  name: 'thresholds',
  description:
    'threshold estimates from 300 activities: DynamoDB requests and latency of POST /api/thresholds/estimate (handler on DynamoDB Local), the estimators alone; GET /api/progress still one Query with a thresholds item',
  run,
};
