import { performance } from 'node:perf_hooks';
import { freePort } from '../../functions/local/free-port';
import { ensureTable, localAwsEnv, startDynamoDbLocal, startSqsEmulator } from '../../functions/local/services';
import { ms, ratio, table, verdict, type BenchSection } from '../lib/report';

/** Budget: Strava wants its 200 within 2 s; a burst of 100 events is answered with p99 <= 200 ms locally. */
const P99_BUDGET_MS = 200;
const BURST = 100;
const BASELINE_RUNS = 30;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

/** The webhook route in-process on DynamoDB Local: single events one by one (baseline) vs a burst of 100 at once. */
async function burst(): Promise<void> {
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  const sqs = await startSqsEmulator({ port: await freePort() });
  const tableName = `bench-strava-${Date.now()}`;
  await ensureTable(dynamo.endpoint, tableName);
  Object.assign(process.env, localAwsEnv(dynamo.endpoint, sqs.endpoint), {
    TABLE_NAME: tableName, TASK_QUEUE_URL: sqs.taskQueueUrl, APP_URL: 'http://localhost:3000', ORIGIN_SECRET: 'bench-origin-secret', POWERTOOLS_LOG_LEVEL: 'SILENT', LOG_LEVEL: 'SILENT',
    STRAVA_CLIENT_ID: 'bench-client', STRAVA_CLIENT_SECRET: 'bench-secret', STRAVA_VERIFY_TOKEN: 'bench-verify',
  });
  try {
    const { invoke } = await import('../../test/support/api-event');
    let objectId = 9_000_000_000;
    const post = async () => {
      objectId += 1;
      const t0 = performance.now();
      const res = await invoke({ method: 'POST', path: '/api/strava/webhook', rawBody: JSON.stringify({ object_type: 'activity', object_id: objectId, aspect_type: 'create', owner_id: 1234 + (objectId % 50), subscription_id: 1, event_time: Math.floor(Date.now() / 1000), updates: {} }) });
      if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${JSON.stringify(res.body)}`);
      return performance.now() - t0;
    };
    await post(); // warm-up: lazy imports
    const one: number[] = [];
    for (let i = 0; i < BASELINE_RUNS; i++) one.push(await post());
    const burstTimes = await Promise.all(Array.from({ length: BURST }, () => post()));
    const p99 = percentile(burstTimes, 99);
    table(
      ['POST /api/strava/webhook', 'p50', 'p95', 'p99', 'budget', 'verdict'],
      [
        ['1 event at a time (baseline)', ms(percentile(one, 50)), ms(percentile(one, 95)), ms(percentile(one, 99)), '-', '-'],
        [`burst of ${BURST} events`, ms(percentile(burstTimes, 50)), ms(percentile(burstTimes, 95)), ms(p99), `p99 <= ${ms(P99_BUDGET_MS)}`, verdict(p99, P99_BUDGET_MS)],
      ],
    );
    console.log(`  in-process group Lambda on DynamoDB Local (2 writes per event: the seen-guard and the task); burst/baseline p50 ${ratio(percentile(burstTimes, 50), percentile(one, 50))}`);
  } finally {
    await sqs.stop();
    await dynamo.stop();
  }
}

export const section: BenchSection = {
  name: 'Strava webhook',
  description: `Strava's event webhook answer time for a burst of ${BURST} concurrent events (budget p99 <= ${P99_BUDGET_MS} ms) against one event at a time`,
  run: burst,
};
