import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { keys } from '../../functions/db/keys';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../functions/local/services';
import { startE2eStack } from '../../test/support/e2e-stack';
import { ms, ratio, table, verdict, type BenchSection } from '../lib/report';

const TASKS = Number(process.env.BENCH_TASKS ?? 50);
const BUDGET_P95_MS = 1000;
/** The bench polls faster than the web client (1 s) so it measures the pipeline, not the poll interval. */
const POLL_MS = 10;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function oneTask(url: string, headers: Record<string, string>, n: number): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/api/chat2/conversations`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ message: `How is my training progress? (${n})` }),
  });
  if (res.status !== 202) throw new Error(`POST /api/chat2/conversations answered ${res.status}: ${await res.text()}`);
  const { sessionId } = (await res.json()) as { sessionId: string };
  for (;;) {
    const status = (await (await fetch(`${url}/api/chat2/status/${sessionId}`, { headers })).json()) as {
      completed: boolean;
      status: string;
    };
    if (status.completed) return performance.now() - started;
    if (status.status === 'failed') throw new Error(`task ${sessionId} failed`);
    if (performance.now() - started > 30_000) throw new Error(`task ${sessionId} did not complete in 30 s`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

export const section: BenchSection = {
  name: 'AI task latency',
  description: `${TASKS} in-app chat messages, one after another, from POST to a completed status through npm start's queue, worker and offline coach, vs a DynamoDB Local GetItem round trip`,
  run: async () => {
    const stack = await startE2eStack({ env: { LOG_LEVEL: 'ERROR', POWERTOOLS_LOG_LEVEL: 'ERROR' } });
    try {
      const registered = await fetch(`${stack.url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: stack.url },
        body: JSON.stringify({ email: `bench-tasks-${Date.now()}@example.com`, password: 'bench-password' }),
      });
      if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
      const user = (await registered.json()) as { id: string };
      const sid = registered.headers
        .getSetCookie()
        .find((c) => c.startsWith('sid='))!
        .split(';')[0]!;
      const headers = { 'content-type': 'application/json', origin: stack.url, cookie: sid };

      const info = JSON.parse(readFileSync(join(stack.dataDir, 'stack.json'), 'utf8')) as {
        dynamoEndpoint: string;
        tableName: string;
      };
      const dynamo = new DynamoDBClient({
        endpoint: info.dynamoEndpoint,
        region: LOCAL_REGION,
        credentials: LOCAL_CREDENTIALS,
      });
      const key = keys.user(user.id);
      const baseline: number[] = [];
      for (let i = 0; i < TASKS; i++) {
        const started = performance.now();
        await dynamo.send(
          new GetItemCommand({ TableName: info.tableName, Key: { PK: { S: key.PK }, SK: { S: key.SK } } }),
        );
        baseline.push(performance.now() - started);
      }
      dynamo.destroy();

      await oneTask(stack.url, headers, 0); // warm-up: first imports of the chat group and the worker
      const latencies: number[] = [];
      for (let i = 1; i <= TASKS; i++) latencies.push(await oneTask(stack.url, headers, i));

      const p50 = percentile(latencies, 50);
      const p95 = percentile(latencies, 95);
      const b50 = percentile(baseline, 50);
      const b95 = percentile(baseline, 95);
      table(
        ['target', 'p50', 'p95', 'p95 vs baseline', 'budget (p95)', 'verdict'],
        [
          ['DynamoDB Local GetItem (baseline)', ms(b50), ms(b95), '1.00x', '-', '-'],
          [
            'chat2 message -> completed status',
            ms(p50),
            ms(p95),
            ratio(p95, b95),
            ms(BUDGET_P95_MS),
            verdict(p95, BUDGET_P95_MS),
          ],
        ],
      );
    } finally {
      await stack.stop();
    }
  },
};
