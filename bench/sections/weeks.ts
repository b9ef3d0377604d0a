import { randomUUID } from 'node:crypto';
import { startE2eStack } from '../../test/support/e2e-stack';
import { freePort } from '../../functions/local/free-port';
import { ensureTable, localAwsEnv, startDynamoDbLocal, startSqsEmulator } from '../../functions/local/services';
import { countDynamoRequests } from '../lib/dynamo-counter';
import { deliverTask } from '../lib/in-process';
import { planBody } from '../lib/plan-body';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ms, ratio, table, verdict, type BenchSection } from '../lib/report';
import { signedGetItem } from '../lib/signed-get-item';
import { steadyLoad, WARMUP_SECONDS } from '../lib/steady-load';

/** Budgets: one Query per call (plus the session read); p99 <= 150 ms under load. */
const DB_BUDGET_PER_CALL = 1;
const P99_BUDGET_MS = 150;
const CONNECTIONS = 50;
const DURATION_S = 10;

/** Part 1: the two calls against the real group Lambdas on DynamoDB Local, counting every DynamoDB request. */
async function dynamoRequestsPerCall(): Promise<void> {
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  const sqs = await startSqsEmulator({ port: await freePort() });
  const tableName = `bench-weeks-${Date.now()}`;
  await ensureTable(dynamo.endpoint, tableName);
  Object.assign(process.env, localAwsEnv(dynamo.endpoint, sqs.endpoint), {
    TABLE_NAME: tableName,
    TASK_QUEUE_URL: sqs.taskQueueUrl,
    APP_URL: 'http://localhost:3000',
    ORIGIN_SECRET: 'bench-in-process',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    LOG_LEVEL: 'SILENT',
  });
  try {
    const { resetEnvCache } = await import('../../functions/lib/env');
    resetEnvCache();
    const { documentClient } = await import('../../functions/db/client');
    const { randomIp } = await import('../../test/support/users');
    const { invoke, sessionCookieFrom } = await import('../../test/support/api-event');

    const measure = countDynamoRequests(documentClient());

    const registered = await invoke({
      method: 'POST',
      path: '/api/register',
      body: { email: `bench-${randomUUID()}@example.test`, password: 'bench-password' },
      sourceIp: randomIp(),
    });
    const cookie = sessionCookieFrom(registered);
    const userId = (registered.body as { id: string }).id;
    const plan = await invoke({ method: 'POST', path: '/api/plans', body: planBody, cookies: [cookie] });
    await deliverTask(userId, plan.body.sessionId);
    const week = await invoke({
      method: 'POST',
      path: '/api/weeks',
      body: { trainingStyle: 'classic', requirementsPrompt: '', trainingPlanId: plan.body.planId },
      cookies: [cookie],
    });
    if (week.status !== 202) throw new Error(`POST /api/weeks answered ${week.status}`);
    await deliverTask(userId, week.body.sessionId);

    const rows: Array<Array<string | number>> = [];
    for (const call of [
      { label: 'GET /api/weeks/active', path: '/api/weeks/active' },
      { label: 'GET /api/weeks/{id}/workouts', path: `/api/weeks/${week.body.weekId}/workouts` },
    ]) {
      await invoke({ method: 'GET', path: call.path, cookies: [cookie] });
      const { result: res, counted: n } = await measure(() =>
        invoke({ method: 'GET', path: call.path, cookies: [cookie] }),
      );
      const items = Array.isArray(res.body) ? `${res.body.length} items` : res.body ? 'week' : 'null';
      rows.push([
        call.label,
        res.status,
        items,
        n.session,
        n.data,
        n.commands.join(' '),
        DB_BUDGET_PER_CALL,
        verdict(n.data, DB_BUDGET_PER_CALL),
      ]);
    }
    table(['call', 'status', 'answer', 'session reqs', 'data reqs', 'commands', 'budget', 'verdict'], rows);
  } finally {
    await sqs.stop();
    await dynamo.stop();
  }
}

/** Part 2: npm start's stack over HTTP, 50 connections for 10 s per call (autocannon). */
async function latencyUnderLoad(): Promise<void> {
  const stack = await startE2eStack({ env: { LOG_LEVEL: 'ERROR', POWERTOOLS_LOG_LEVEL: 'ERROR' } });
  try {
    const call = async (method: string, path: string, body?: unknown, cookie?: string) => {
      const res = await fetch(`${stack.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return {
        status: res.status,
        body: text ? JSON.parse(text) : null,
        setCookie: res.headers.get('set-cookie') ?? '',
      };
    };
    const reg = await call('POST', '/api/register', {
      email: `bench-${randomUUID()}@example.test`,
      password: 'bench-password',
    });
    const cookie = /sid=[^;]+/.exec(reg.setCookie)![0];
    const plan = await call('POST', '/api/plans', planBody, cookie);
    for (
      let i = 0;
      i < 60 && !(await call('GET', `/api/plans/status/${plan.body.sessionId}`, undefined, cookie)).body?.completed;
      i++
    )
      await new Promise((r) => setTimeout(r, 1000));
    const week = await call(
      'POST',
      '/api/weeks',
      { trainingStyle: 'classic', requirementsPrompt: '', trainingPlanId: plan.body.planId },
      cookie,
    );
    if (week.status !== 202) throw new Error(`POST /api/weeks answered ${week.status}: ${JSON.stringify(week.body)}`);
    for (
      let i = 0;
      i < 60 && !(await call('GET', `/api/weeks/status/${week.body.sessionId}`, undefined, cookie)).body?.completed;
      i++
    )
      await new Promise((r) => setTimeout(r, 1000));

    // The same machine's floor in the same run: DynamoDB Local answering a signed GetItem, no gateway, no Lambda.
    const info = JSON.parse(readFileSync(join(stack.dataDir, 'stack.json'), 'utf8')) as {
      dynamoEndpoint: string;
      tableName: string;
    };
    const { body: rawBody, ...raw } = await signedGetItem(info.dynamoEndpoint, info.tableName, reg.body.id);
    const baseline = await steadyLoad({
      ...raw,
      ...(rawBody === undefined ? {} : { body: rawBody }),
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    const rows: Array<Array<string | number>> = [
      [
        'DynamoDB Local GetItem (baseline)',
        baseline.requests.total,
        baseline.non2xx,
        Math.round(baseline.requests.average),
        ms(baseline.latency.p50),
        ms(baseline.latency.p99),
        '-',
        '-',
      ],
    ];
    for (const [label, path] of [
      ['GET /api/weeks/active', '/api/weeks/active'],
      ['GET /api/weeks/{id}/workouts', `/api/weeks/${week.body.weekId}/workouts`],
    ] as const) {
      const result = await steadyLoad({
        url: `${stack.url}${path}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { cookie },
      });
      rows.push([
        label,
        result.requests.total,
        result.non2xx,
        Math.round(result.requests.average),
        ms(result.latency.p50),
        ms(result.latency.p99),
        ratio(result.latency.p99, baseline.latency.p99),
        verdict(result.latency.p99, P99_BUDGET_MS),
      ]);
    }
    table(
      ['call', 'requests', 'non-2xx', 'req/s', 'p50', 'p99', 'p99 vs baseline', `p99 <= ${P99_BUDGET_MS} ms`],
      rows,
    );
    console.log('  the machine is shared: read the p99 against the baseline of the same run, not alone.');
  } finally {
    await stack.stop();
  }
}

export const section: BenchSection = {
  name: 'weeks',
  description: `DynamoDB requests per call (budget ${DB_BUDGET_PER_CALL} Query + the session), then p50/p99 under ${CONNECTIONS} connections on the local stack (after ${WARMUP_SECONDS} s of warm-up) (budget p99 <= ${P99_BUDGET_MS} ms) against raw DynamoDB Local`,
  async run() {
    await dynamoRequestsPerCall();
    await latencyUnderLoad();
  },
};
