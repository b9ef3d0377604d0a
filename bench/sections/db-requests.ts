import { randomUUID } from 'node:crypto';
import { freePort } from '../../functions/local/free-port';
import { ensureTable, localAwsEnv, startDynamoDbLocal, startSqsEmulator } from '../../functions/local/services';
import { routes } from '@shared/api/routes';
import type { RouteDef } from '@shared/api/route-types';
import { countDynamoRequests } from '../lib/dynamo-counter';
import { deliverTask } from '../lib/in-process';
import { planBody } from '../lib/plan-body';
import { table, verdict, type BenchSection } from '../lib/report';

/** A read should cost one data request (a GetItem, a Query or one BatchGet) besides the session. */
const READ_BUDGET = 1;
/** Routes that leave the app (redirects to providers, provider pushes, sandbox pages): not an athlete's read. */
const NOT_A_READ = /\/(garmin|sandbox|calendar)\b/;

interface Ids {
  planId: string;
  weekId: string;
  workoutId: string;
  planSession: string;
  weekSession: string;
  conversationId: string;
  chatSession: string;
  onboardingRun: string;
  /** For status routes of tasks this athlete has not started (summary, modification, generation, payment): an id that does not exist costs the same lookup and answers 404. */
  unknown: string;
}

/** Query parameters a route needs to answer at all. */
function queryOf(route: RouteDef, ids: Ids): Record<string, string> | undefined {
  return route.path === '/api/weeks/adaptation-preview' ? { trainingPlanId: ids.planId } : undefined;
}

/** The route's path with an athlete's own ids, or null when the route needs an id this athlete does not have. */
function fill(route: RouteDef, ids: Ids): string | null {
  let missing = false;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value =
      name === 'planId' || (name === 'id' && route.path.startsWith('/api/plans/'))
        ? ids.planId
        : name === 'weekId' || (name === 'id' && route.path.startsWith('/api/weeks/'))
          ? ids.weekId
          : name === 'id' && route.path.startsWith('/api/workout')
            ? ids.workoutId
            : name === 'sessionId' && route.path.startsWith('/api/plans/status')
              ? ids.planSession
              : name === 'sessionId' && route.path.startsWith('/api/weeks/status')
                ? ids.weekSession
                : name === 'id' && route.path.startsWith('/api/chat2/conversations/')
                  ? ids.conversationId
                  : name === 'sessionId' && route.path.startsWith('/api/chat2/status')
                    ? ids.chatSession
                    : name === 'runId' && route.path.startsWith('/api/chat/status')
                      ? ids.onboardingRun
                      : ['sessionId', 'taskId', 'transactionId'].includes(name)
                        ? ids.unknown
                        : null;
    if (value === null) missing = true;
    return value ?? '';
  });
  return missing ? null : path;
}

export const section: BenchSection = {
  name: 'DynamoDB requests per call',
  description: `every GET route an athlete calls, in-process against DynamoDB Local with a ready athlete (a plan and a week): session and data requests per call; budget <= ${READ_BUDGET} data request per read`,
  run: async () => {
    const dynamo = await startDynamoDbLocal({ port: await freePort() });
    const sqs = await startSqsEmulator({ port: await freePort() });
    const tableName = `bench-db-${Date.now()}`;
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
      const { invoke, sessionCookieFrom } = await import('../../test/support/api-event');
      const { randomIp } = await import('../../test/support/users');

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
      await deliverTask(userId, week.body.sessionId);
      const workouts = (
        await invoke({ method: 'GET', path: `/api/weeks/${week.body.weekId}/workouts`, cookies: [cookie] })
      ).body as Array<{ id: string }>;
      const conversation = (
        await invoke({
          method: 'POST',
          path: '/api/chat2/conversations',
          body: { message: 'How is my week?' },
          cookies: [cookie],
        })
      ).body as { conversationId: string; sessionId: string };
      const onboarding = (
        await invoke({ method: 'POST', path: '/api/chat', body: { message: 'Hi' }, cookies: [cookie] })
      ).body as { runId?: string };
      const ids: Ids = {
        planId: plan.body.planId,
        weekId: week.body.weekId,
        workoutId: workouts[0]!.id,
        planSession: plan.body.sessionId,
        weekSession: week.body.sessionId,
        conversationId: conversation.conversationId,
        chatSession: conversation.sessionId,
        onboardingRun: onboarding.runId ?? randomUUID(),
        unknown: randomUUID(),
      };

      const measure = countDynamoRequests(documentClient());
      const rows: Array<Array<string | number>> = [];
      const skipped: string[] = [];
      for (const route of routes as readonly RouteDef[]) {
        if (route.method !== 'GET' || route.auth === 'admin' || route.auth === 'webhook' || NOT_A_READ.test(route.path))
          continue;
        const path = fill(route, ids);
        const query = queryOf(route, ids);
        if (!path) {
          skipped.push(route.id);
          continue;
        }
        // The first call warms the group Lambda; the second is counted.
        await invoke({ method: 'GET', path, query, cookies: [cookie] });
        const { result, counted } = await measure(() => invoke({ method: 'GET', path, query, cookies: [cookie] }));
        rows.push([
          `${route.method} ${route.path}`,
          result.status,
          counted.session,
          counted.data,
          counted.commands.join(' '),
          READ_BUDGET,
          verdict(counted.data, READ_BUDGET),
        ]);
      }
      table(['route', 'status', 'session reqs', 'data reqs', 'commands', 'budget', 'verdict'], rows);
      if (skipped.length) console.log(`  not measured (needs an id this athlete does not have): ${skipped.join(', ')}`);
      console.log(
        '  a 404 on a status route looked up a task id that does not exist (summary, modification, generation, payment): the same reads as a hit.',
      );
      console.log(
        '  not listed: admin routes, webhooks, and the routes that leave the app (garmin, calendar feed, sandboxes).',
      );
    } finally {
      await sqs.stop();
      await dynamo.stop();
    }
  },
};
