import type { Result } from 'autocannon';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startE2eStack } from '../../test/support/e2e-stack';
import { ms, ratio, table, verdict, type BenchSection } from '../lib/report';
import { signedGetItem, type Target } from '../lib/signed-get-item';
import { steadyLoad, WARMUP_SECONDS } from '../lib/steady-load';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 50;
/** The budget for GET /api/user at 50 connections. */
const P99_BUDGET_MS = 120;

function load({ body, ...target }: Target): Promise<Result> {
  return steadyLoad({
    ...target,
    ...(body === undefined ? {} : { body }),
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    pipelining: 1,
  });
}

function row(name: string, result: Result): Array<string | number> {
  const failures = result.errors + result.timeouts + result.non2xx;
  return [
    name,
    ms(result.latency.p50),
    ms(result.latency.p99),
    result.requests.average.toFixed(0),
    String(failures),
    String(result.requests.total),
  ];
}

export const section: BenchSection = {
  name: 'Local API under load',
  description: `autocannon, ${CONNECTIONS} connections x ${DURATION_SECONDS} s after ${WARMUP_SECONDS} s of warm-up: GET /api/user with a session through npm start's gateway vs raw DynamoDB Local GetItem of the same row`,
  run: async () => {
    const stack = await startE2eStack({ env: { LOG_LEVEL: 'ERROR', POWERTOOLS_LOG_LEVEL: 'ERROR' } });
    try {
      const email = `bench-${Date.now()}@example.com`;
      const registered = await fetch(`${stack.url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: stack.url },
        body: JSON.stringify({ email, password: 'bench-password' }),
      });
      if (registered.status !== 201)
        throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
      const user = (await registered.json()) as { id: string };
      const sid = registered.headers
        .getSetCookie()
        .find((c) => c.startsWith('sid='))!
        .split(';')[0]!;
      const info = JSON.parse(readFileSync(join(stack.dataDir, 'stack.json'), 'utf8')) as {
        dynamoEndpoint: string;
        tableName: string;
      };

      const raw = await signedGetItem(info.dynamoEndpoint, info.tableName, user.id);
      const baseline = await load(raw);
      const api = await load({ url: `${stack.url}/api/user`, method: 'GET', headers: { cookie: sid } });

      table(
        ['target', 'p50', 'p99', 'req/s', 'errors', 'requests'],
        [row('DynamoDB Local GetItem (baseline)', baseline), row('GET /api/user via gateway', api)],
      );
      console.log(
        `  ratio api/baseline: p50 ${ratio(api.latency.p50, baseline.latency.p50)}, p99 ${ratio(api.latency.p99, baseline.latency.p99)}, ` +
          `throughput ${ratio(api.requests.average, baseline.requests.average)}`,
      );
      console.log(
        `  p99 budget <= ${P99_BUDGET_MS} ms: ${verdict(api.latency.p99, P99_BUDGET_MS)} (the machine is shared: read it with the baseline of the same run)`,
      );
      console.log(
        '  errors = connection errors + timeouts + non-2xx answers; a request of /api/user reads the user; the session is read from the table once per 5 s per Lambda (ADR 007: reads may reuse a recent session read), so a run of one athlete mostly skips it (the best case: in the cloud concurrent calls land on separate instances).',
      );
    } finally {
      await stack.stop();
    }
  },
};
