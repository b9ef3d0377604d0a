import { meterCapacity, type Capacity } from '../lib/capacity-meter';
import { deliverTask, inProcessServices } from '../lib/in-process';
import { planBody } from '../lib/plan-body';
import { ratio, table, type BenchSection } from '../lib/report';

/**
 * List prices (us-east-1, on-demand, arm64; README "Scale and cost"), and the README's own per-athlete assumptions,
 * which this section checks against measured figures.
 */
const PRICE = {
  writeUnit: 0.625e-6,
  readUnit: 0.125e-6,
  lambdaGbSecond: 0.0000133334,
  lambdaRequest: 0.2e-6,
  httpApiRequest: 1e-6,
};
const README_ASSUMES = { requests: 1000, writeUnits: 4500, readUnits: 4000 };
/** The API functions' memory (infra/constructs/node-function.ts) and the worker's (cdk.json): GB. */
const API_GB = 1;
const WORKER_GB = 0.5;
/** An AI task mostly waits on OpenAI: ~25 s a task in the cloud (README); the offline coach here takes milliseconds. */
const AI_TASK_SECONDS = 25;
const WEEKS_A_MONTH = 52 / 12;
/** A plan (and its onboarding) is made once per ~20-week plan: a fifth of it counts in a month. */
const PLANS_A_MONTH = 1 / 5;
const WEEKS = 3;
/** Status reads while one AI task runs ~25 s: the seeds' poll intervals (2 s; chat 1 s). */
const POLLS = { plan: 12, week: 12, modify: 12, chat: 25 };

interface Phase extends Capacity {
  apiCalls: number;
  apiMs: number;
  aiTasks: number;
}

/**
 * `npm run bench -- cost`: one athlete's month, in-process through the real handlers against DynamoDB Local, its
 * request units from DynamoDB's own ConsumedCapacity and its Lambda time from the handlers' durations, priced.
 */
export const section: BenchSection = {
  name: 'Cost per athlete per month',
  description: `one athlete through onboarding, a plan and ${WEEKS} weeks (daily reads, check-ins, six sessions logged, a modification, chat), in-process against DynamoDB Local; units from ReturnConsumedCapacity (indexes included); priced at list prices and compared with the README's assumptions`,
  run: async () => {
    const services = await inProcessServices('bench-cost');
    try {
      const { documentClient } = await import('../../functions/db/client');
      const { invoke } = await import('../../test/support/api-event');
      const { createTestUser, randomIp } = await import('../../test/support/users');
      const meter = meterCapacity(documentClient());

      const phase = (): Phase => ({ requests: 0, writeUnits: 0, readUnits: 0, apiCalls: 0, apiMs: 0, aiTasks: 0 });
      let current = phase();
      const refused: string[] = [];
      const api = async (method: string, path: string, body?: unknown, cookie?: string) => {
        const started = performance.now();
        const [bare, search] = path.split('?');
        const query = search ? Object.fromEntries(new URLSearchParams(search)) : undefined;
        const res = await invoke({
          method,
          path: bare!,
          query,
          body,
          cookies: cookie ? [cookie] : [],
          sourceIp: randomIp(),
        });
        current.apiMs += performance.now() - started;
        current.apiCalls++;
        if (res.status >= 400)
          refused.push(
            `${method} ${path.replace(/[0-9a-f-]{36}/g, '{id}')} ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
          );
        return res;
      };
      const deliver = async (userId: string, taskId: string) => {
        current.aiTasks++;
        await deliverTask(userId, taskId);
      };
      // The screens poll a task's status while the model works: every 2 s (plan, week, modification) or 1 s (chat).
      const poll = async (path: string, times: number, cookie: string) => {
        let last = await api('GET', path, undefined, cookie);
        for (let i = 1; i < times; i++) last = await api('GET', path, undefined, cookie);
        return last;
      };
      const close = (): Phase => {
        const units = meter.take();
        const done = { ...current, ...units };
        current = phase();
        return done;
      };
      meter.take();

      // Onboarding and a plan: once per plan. Registered with credits for the weeks (a purchase is not metered here).
      const { cookie, user } = await createTestUser({ credits: WEEKS });
      const userId = user.id;
      current.apiCalls += 2; // its register and profile read
      await api('PATCH', '/api/user', { name: 'Cost' }, cookie);
      await api('POST', '/api/onboarding/skip-watch', undefined, cookie);
      await api('POST', '/api/user/fitness', { swimLevel: 50, bikeLevel: 60, runLevel: 55 }, cookie);
      const plan = await api('POST', '/api/plans', planBody, cookie);
      await deliver(userId, plan.body.sessionId);
      await poll(`/api/plans/status/${plan.body.sessionId}`, POLLS.plan, cookie);
      const onboarding = close();

      // The weeks: each created, read every day, checked in on, reported, modified once, asked about twice.
      const weeks: Phase[] = [];
      for (let w = 0; w < WEEKS; w++) {
        const week = await api(
          'POST',
          '/api/weeks',
          { trainingStyle: 'classic', requirementsPrompt: '', trainingPlanId: plan.body.planId },
          cookie,
        );
        await deliver(userId, week.body.sessionId);
        await poll(`/api/weeks/status/${week.body.sessionId}`, POLLS.week, cookie);
        const workouts = (await api('GET', `/api/weeks/${week.body.weekId}/workouts`, undefined, cookie))
          .body as Array<{ id: string; day: string | null }>;
        const today = new Date().toISOString().slice(0, 10);
        for (let day = 0; day < 7; day++) {
          for (const path of [
            '/api/user',
            '/api/plans',
            '/api/weeks/active',
            `/api/weeks/${week.body.weekId}/workouts`,
            `/api/weeks/${week.body.weekId}/load-check`,
            `/api/readiness?date=${today}`,
          ]) {
            await api('GET', path, undefined, cookie);
          }
          if (day < 5)
            await api(
              'PUT',
              '/api/readiness/check-in',
              { date: today, sleep: 4, fatigue: 3, soreness: 3, stress: 3, motivation: 4 },
              cookie,
            );
        }
        // Six sessions reach the coach: logged by hand here (a report on a day already past, or a watch's push, writes alike;
        // this week's days are still ahead, and a report on a future day is refused).
        for (const sport of ['SWIMMING', 'CYCLING', 'RUNNING', 'SWIMMING', 'CYCLING', 'RUNNING'])
          await api('POST', '/api/activities', { sport, date: today, durationMinutes: 45 }, cookie);
        const modify = await api(
          'POST',
          `/api/workouts/${workouts[0]!.id}/modify`,
          { prompt: '20 minutes shorter' },
          cookie,
        );
        await deliver(userId, modify.body.taskId ?? modify.body.sessionId);
        const modified = await poll(
          `/api/workouts/modification/${modify.body.taskId ?? modify.body.sessionId}/status`,
          POLLS.modify,
          cookie,
        );
        if (modified.body?.status === 'completed')
          await api(
            'POST',
            `/api/workouts/${workouts[0]!.id}/save-modified`,
            { workoutDetails: JSON.parse(modified.body.response) },
            cookie,
          );
        const chat = await api('POST', '/api/chat2/conversations', { message: 'How is my week going?' }, cookie);
        await deliver(userId, chat.body.sessionId);
        await poll(`/api/chat2/status/${chat.body.sessionId}`, POLLS.chat, cookie);
        const reply = await api(
          'POST',
          `/api/chat2/conversations/${chat.body.conversationId}/messages`,
          { message: 'And next week?' },
          cookie,
        );
        await deliver(userId, reply.body.sessionId);
        await poll(`/api/chat2/status/${reply.body.sessionId}`, POLLS.chat, cookie);
        // The next week is created from the dashboard: this one is finished first (no summary here: it needs the week's end).
        await api('PUT', `/api/weeks/${week.body.weekId}`, { active: false }, cookie);
        weeks.push(close());
      }

      const perWeek = (key: keyof Phase) => weeks.reduce((sum, w) => sum + w[key], 0) / weeks.length;
      const month = (key: keyof Phase) => perWeek(key) * WEEKS_A_MONTH + onboarding[key] * PLANS_A_MONTH;
      const requests = month('apiCalls');
      const writeUnits = month('writeUnits');
      const readUnits = month('readUnits');
      const apiGbSeconds = (month('apiMs') / 1000) * API_GB;
      const workerGbSeconds = month('aiTasks') * AI_TASK_SECONDS * WORKER_GB;
      const dollars = {
        dynamo: writeUnits * PRICE.writeUnit + readUnits * PRICE.readUnit,
        apiLambda: apiGbSeconds * PRICE.lambdaGbSecond + requests * PRICE.lambdaRequest,
        worker: workerGbSeconds * PRICE.lambdaGbSecond + month('aiTasks') * PRICE.lambdaRequest,
        httpApi: requests * PRICE.httpApiRequest,
      };
      const total = dollars.dynamo + dollars.apiLambda + dollars.worker + dollars.httpApi;
      const usd = (value: number) => `$${value < 0.01 ? value.toFixed(5) : value.toFixed(2)}`;

      console.log('  measured per phase:');
      table(
        ['phase', 'API calls', 'AI tasks', 'DynamoDB requests', 'write units', 'read units', 'handler time'],
        [
          [
            'onboarding + plan',
            onboarding.apiCalls,
            onboarding.aiTasks,
            onboarding.requests,
            onboarding.writeUnits.toFixed(1),
            onboarding.readUnits.toFixed(1),
            `${Math.round(onboarding.apiMs)} ms`,
          ],
          ...weeks.map((w, i) => [
            `week ${i + 1}`,
            w.apiCalls,
            w.aiTasks,
            w.requests,
            w.writeUnits.toFixed(1),
            w.readUnits.toFixed(1),
            `${Math.round(w.apiMs)} ms`,
          ]),
        ],
      );
      console.log(
        `\n  one athlete-month (${WEEKS_A_MONTH.toFixed(2)} weeks + ${PLANS_A_MONTH} of a plan), against the README's assumptions:`,
      );
      table(
        ['figure', 'measured', 'README assumes', 'ratio'],
        [
          ['API requests', requests.toFixed(0), README_ASSUMES.requests, ratio(requests, README_ASSUMES.requests)],
          [
            'DynamoDB write units',
            writeUnits.toFixed(0),
            README_ASSUMES.writeUnits,
            ratio(writeUnits, README_ASSUMES.writeUnits),
          ],
          [
            'DynamoDB read units',
            readUnits.toFixed(0),
            README_ASSUMES.readUnits,
            ratio(readUnits, README_ASSUMES.readUnits),
          ],
          ['AI tasks', month('aiTasks').toFixed(1), 26, ratio(month('aiTasks'), 26)],
        ],
      );
      console.log(
        '\n  priced (request-driven parts only; fixed costs such as alarms, secrets and logs are in the README):',
      );
      table(
        ['part', 'per athlete-month', '1,000 athletes', '100,000 athletes'],
        [
          [
            'DynamoDB (on-demand requests)',
            usd(dollars.dynamo),
            usd(dollars.dynamo * 1000),
            usd(dollars.dynamo * 100_000),
          ],
          [
            `API Lambdas (${API_GB} GB, measured time)`,
            usd(dollars.apiLambda),
            usd(dollars.apiLambda * 1000),
            usd(dollars.apiLambda * 100_000),
          ],
          [
            `AI worker (${WORKER_GB} GB x ${AI_TASK_SECONDS} s a task)`,
            usd(dollars.worker),
            usd(dollars.worker * 1000),
            usd(dollars.worker * 100_000),
          ],
          ['HTTP API requests', usd(dollars.httpApi), usd(dollars.httpApi * 1000), usd(dollars.httpApi * 100_000)],
          ['total', usd(total), usd(total * 1000), usd(total * 100_000)],
        ],
      );
      console.log(
        '  handler time is measured here against DynamoDB Local (slower than DynamoDB), so the API Lambda figure is an upper bound.',
      );
      if (refused.length) console.log(`  answered 4xx (still metered): ${[...new Set(refused)].join('; ')}`);
    } finally {
      await services.stop();
    }
  },
};
