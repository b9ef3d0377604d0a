import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import autocannon, { type Result } from 'autocannon';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { keys } from '../../functions/db/keys';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../functions/local/services';
import { startE2eStack } from '../../test/support/e2e-stack';
import { ms, ratio, table, type BenchSection } from '../lib/report';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 50;

interface Target {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

interface CapturedRequest {
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

function load({ body, ...target }: Target): Promise<Result> {
  return autocannon({ ...target, ...(body === undefined ? {} : { body }), connections: CONNECTIONS, duration: DURATION_SECONDS, pipelining: 1 });
}

/**
 * The GetItem request the SDK would send for the user's row, captured after signing so autocannon can replay it.
 * DynamoDB Local checks the signature's shape, not its age, so the same request stays valid for the whole run.
 */
async function signedGetItem(endpoint: string, tableName: string, userId: string): Promise<Target> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  let captured: CapturedRequest | undefined;
  client.middlewareStack.add(
    (next) => async (args) => {
      captured = args.request as CapturedRequest;
      return next(args);
    },
    { step: 'finalizeRequest', priority: 'low', name: 'benchCapture' },
  );
  const key = keys.user(userId);
  const { Item } = await client.send(new GetItemCommand({ TableName: tableName, Key: { PK: { S: key.PK }, SK: { S: key.SK } } }));
  client.destroy();
  if (!Item) throw new Error(`The bench user's row ${key.PK}/${key.SK} was not found`);
  const headers = Object.fromEntries(Object.entries(captured!.headers).filter(([name]) => !['host', 'content-length'].includes(name.toLowerCase())));
  const body = captured!.body;
  if (typeof body !== 'string' && !(body instanceof Uint8Array)) throw new Error('Could not capture the GetItem request body');
  return { url: `${endpoint}${captured!.path}`, method: 'POST', headers, body: typeof body === 'string' ? body : new TextDecoder().decode(body) };
}

function row(name: string, result: Result): Array<string | number> {
  const failures = result.errors + result.timeouts + result.non2xx;
  return [name, ms(result.latency.p50), ms(result.latency.p99), result.requests.average.toFixed(0), String(failures), String(result.requests.total)];
}

export const section: BenchSection = {
  name: 'Local API under load',
  description: `autocannon, ${CONNECTIONS} connections x ${DURATION_SECONDS} s: GET /api/user with a session through npm start's gateway vs raw DynamoDB Local GetItem of the same row`,
  run: async () => {
    const stack = await startE2eStack({ env: { LOG_LEVEL: 'ERROR', POWERTOOLS_LOG_LEVEL: 'ERROR' } });
    try {
      const email = `bench-${Date.now()}@example.com`;
      const registered = await fetch(`${stack.url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: stack.url },
        body: JSON.stringify({ email, password: 'bench-password' }),
      });
      if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
      const user = (await registered.json()) as { id: string };
      const sid = registered.headers.getSetCookie().find((c) => c.startsWith('sid='))!.split(';')[0]!;
      const info = JSON.parse(readFileSync(join(stack.dataDir, 'stack.json'), 'utf8')) as { dynamoEndpoint: string; tableName: string };

      const raw = await signedGetItem(info.dynamoEndpoint, info.tableName, user.id);
      const baseline = await load(raw);
      const api = await load({ url: `${stack.url}/api/user`, method: 'GET', headers: { cookie: sid } });

      table(['target', 'p50', 'p99', 'req/s', 'errors', 'requests'], [row('DynamoDB Local GetItem (baseline)', baseline), row('GET /api/user via gateway', api)]);
      console.log(
        `  ratio api/baseline: p50 ${ratio(api.latency.p50, baseline.latency.p50)}, p99 ${ratio(api.latency.p99, baseline.latency.p99)}, ` +
          `throughput ${ratio(api.requests.average, baseline.requests.average)}`,
      );
      console.log('  errors = connection errors + timeouts + non-2xx answers; each request of /api/user loads and touches the session, then reads the user.');
    } finally {
      await stack.stop();
    }
  },
};
