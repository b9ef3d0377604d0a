import { randomUUID } from 'node:crypto';
import type { Context, SQSEvent } from 'aws-lambda';
import { launchBrowser } from '../../test/support/browser';
import { startE2eStack } from '../../test/support/e2e-stack';
import { freePort } from '../../functions/local/free-port';
import { ensureTable, localAwsEnv, startDynamoDbLocal, startSqsEmulator } from '../../functions/local/services';
import { countDynamoRequests } from '../lib/dynamo-counter';
import { inDays, planBody } from '../lib/plan-body';
import { readyAthlete } from '../lib/ready-athlete';
import { table, verdict, type BenchSection } from '../lib/report';

/** Budgets: one Query or GetItem per dashboard API call (plus the session), <= 3 calls before first content. */
const DB_BUDGET_PER_CALL = 1;
const CALLS_BEFORE_CONTENT_BUDGET = 3;

/** Part 1: the dashboard's API calls against the real group Lambdas, counting every DynamoDB request they make. */
async function dynamoRequestsPerCall(): Promise<void> {
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  const sqs = await startSqsEmulator({ port: await freePort() });
  const tableName = `bench-dashboard-${Date.now()}`;
  await ensureTable(dynamo.endpoint, tableName);
  Object.assign(process.env, localAwsEnv(dynamo.endpoint, sqs.endpoint), {
    TABLE_NAME: tableName,
    TASK_QUEUE_URL: sqs.taskQueueUrl,
    APP_URL: 'http://localhost:3000',
    // The API refuses requests without the origin secret the gateway (CloudFront in the cloud) adds.
    ORIGIN_SECRET: 'bench-in-process',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    LOG_LEVEL: 'SILENT',
  });
  try {
    // Imported only now: the clients and the environment are read once, on first use.
    const { documentClient } = await import('../../functions/db/client');
    const { keys } = await import('../../functions/db/keys');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { invoke, sessionCookieFrom } = await import('../../test/support/api-event');
    const { handler: worker } = await import('../../functions/workers/tasks');

    const measure = countDynamoRequests(documentClient());

    const registered = await invoke({
      method: 'POST',
      path: '/api/register',
      body: { email: `bench-${randomUUID()}@example.test`, password: 'bench-password' },
    });
    const cookie = sessionCookieFrom(registered);
    const userId = (registered.body as { id: string }).id;
    const created = await invoke({ method: 'POST', path: '/api/plans', body: planBody, cookies: [cookie] });
    if (created.status !== 202) throw new Error(`POST /api/plans answered ${created.status}`);
    const { planId, sessionId } = created.body as { planId: string; sessionId: string };
    const event = {
      Records: [
        {
          messageId: randomUUID(),
          receiptHandle: 'x',
          body: JSON.stringify({ userId, taskId: sessionId }),
          attributes: { ApproximateReceiveCount: '1' },
        },
      ],
    } as unknown as SQSEvent;
    await worker(event, { awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 120_000 } as unknown as Context);
    // A lived week in the plan, so the weeks calls return something.
    const weekId = randomUUID();
    await documentClient().send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.week(userId, weekId),
          ...keys.activeWeek(userId, inDays(0), weekId),
          type: 'week',
          id: weekId,
          trainingPlanId: planId,
          firstDay: inDays(0),
          trainingStyle: 'classic',
          active: true,
          deleted: false,
          status: 'ready',
          requirementsPrompt: '',
          createdAt: new Date().toISOString(),
        },
      }),
    );

    const calls = [
      { label: 'GET /api/user', path: '/api/user' },
      { label: 'GET /api/plans', path: '/api/plans' },
      { label: 'GET /api/weeks/active', path: '/api/weeks/active' },
      { label: 'GET /api/plans/{planId}/weeks', path: `/api/plans/${planId}/weeks` },
    ];
    const rows: Array<Array<string | number>> = [];
    for (const call of calls) {
      await invoke({ method: 'GET', path: call.path, cookies: [cookie] }); // warm-up: lazy group imports
      const { result: res, counted: n } = await measure(() =>
        invoke({ method: 'GET', path: call.path, cookies: [cookie] }),
      );
      rows.push([
        call.label,
        res.status,
        n.session,
        n.data,
        n.commands.join(' '),
        DB_BUDGET_PER_CALL,
        res.status === 200 ? verdict(n.data, DB_BUDGET_PER_CALL) : 'n/a',
      ]);
    }
    table(['dashboard call', 'status', 'session reqs', 'data reqs', 'commands', 'budget', 'verdict'], rows);
  } finally {
    await sqs.stop();
    await dynamo.stop();
  }
}

/** Part 2: npm start's stack in Chromium: which API calls the dashboard makes before its first content shows. */
async function callsBeforeFirstContent(): Promise<void> {
  const stack = await startE2eStack({ env: { LOG_LEVEL: 'ERROR', POWERTOOLS_LOG_LEVEL: 'ERROR' } });
  const browser = await launchBrowser();
  try {
    const sid = await readyAthlete(stack.url, 'bench-dash');
    await browser.context.addCookies([{ name: 'sid', value: sid.slice(4), url: stack.url }]);
    const page = browser.page;
    // Warm the static assets, so the figure reflects the dashboard, not the first download.
    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('plan-overview').waitFor({ timeout: 60_000 });

    // In the page: the moment the plan overview is first in the DOM, on the same clock as the resource timings.
    await page.addInitScript(() => {
      const w = window as unknown as { __contentAt?: number };
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid="plan-overview"]')) {
          w.__contentAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${stack.url}/dashboard`);
    await page.getByTestId('plan-overview').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      contentAt: (window as unknown as { __contentAt: number }).__contentAt,
      api: performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
        .map((e) => ({
          path: new URL(e.name).pathname,
          start: e.startTime,
          end: (e as PerformanceResourceTiming).responseEnd,
        })),
    }));
    // What the content waited for: calls answered before it was in the DOM. (Calls its children start in the same
    // synchronous commit are issued at that moment, after the content itself was decided.)
    const waitedFor = timing.api.filter((r) => r.end < timing.contentAt);
    const dashboardOwn = waitedFor.filter((r) => !r.path.startsWith('/api/config/'));
    const label = (r: { path: string; start: number; end: number }) =>
      `${r.path} (${Math.round(r.start)}-${Math.round(r.end)} ms)`;
    table(
      ['measure', 'value', 'budget', 'verdict'],
      [
        [
          "dashboard's API calls before first content",
          dashboardOwn.length,
          CALLS_BEFORE_CONTENT_BUDGET,
          verdict(dashboardOwn.length, CALLS_BEFORE_CONTENT_BUDGET),
        ],
        ['all API calls before first content (incl. the header)', waitedFor.length, '-', '-'],
        ['API calls in the whole load', timing.api.length, '-', '-'],
        ['first content (ms after navigation start)', Math.round(timing.contentAt), '-', '-'],
      ],
    );
    console.log(`  before content: ${waitedFor.map(label).join(', ')}`);
    console.log(
      `  with/after content: ${
        timing.api
          .filter((r) => r.end >= timing.contentAt)
          .map(label)
          .join(', ') || '-'
      }`,
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}

export const section: BenchSection = {
  name: 'Dashboard load',
  description:
    'DynamoDB requests behind each dashboard API call (counted on the document client; budget 1 Query/GetItem + the session) and the API calls before first content in Chromium (budget 3)',
  run: async () => {
    const part = process.env.BENCH_DASHBOARD_PART; // 'dynamo' or 'browser' runs one half
    if (part !== 'browser') await dynamoRequestsPerCall();
    if (part !== 'dynamo') await callsBeforeFirstContent();
  },
};
