import { randomUUID } from 'node:crypto';
import { freePort } from '../../functions/local/free-port';
import { ensureTable, localAwsEnv, startDynamoDbLocal, startSqsEmulator } from '../../functions/local/services';
import { addDays } from '@shared/calendar/days';
import { countDynamoRequests } from '../lib/dynamo-counter';
import { median, ms, table, verdict, type BenchSection } from '../lib/report';

/** Budget: the daily check-in round trip, p95 under 300 ms locally. */
const P95_BUDGET_MS = 300;
const CALLS = 200;
const HISTORY_DAYS = 60;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

async function run(): Promise<void> {
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  const sqs = await startSqsEmulator({ port: await freePort() });
  const tableName = `bench-readiness-${Date.now()}`;
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
    const { keys } = await import('../../functions/db/keys');
    const { invoke, sessionCookieFrom } = await import('../../test/support/api-event');
    const { putItems, workoutItem } = await import('../../test/support/progress-fixtures');
    const registered = await invoke({
      method: 'POST',
      path: '/api/register',
      body: { email: `bench-${randomUUID()}@example.test`, password: 'bench-password' },
    });
    const cookie = sessionCookieFrom(registered);
    const userId = (registered.body as { id: string }).id;
    const today = new Date().toISOString().slice(0, 10);

    // 60 mornings of history (check-in and watch), and an active week of 8 sessions with intervals today.
    const firstDay = addDays(today, -2);
    const weekId = randomUUID();
    const workouts = ['RUNNING', 'CYCLING', 'SWIMMING', 'RUNNING', 'CYCLING', 'RUNNING', 'SWIMMING', 'CYCLING'].map(
      (sport, i) => workoutItem(userId, weekId, addDays(firstDay, i % 7), sport, 45 + i * 5, false, 8),
    );
    const hard = workouts.find((w) => w.day === today)!;
    hard.workoutDetails.steps = hard.workoutDetails.steps.map((s, i) => (i % 2 ? { ...s, targetValue: 5 } : s));
    const history = Array.from({ length: HISTORY_DAYS }, (_, i) => {
      const date = addDays(today, -HISTORY_DAYS + i);
      return {
        ...keys.readinessDay(userId, date),
        type: 'readinessDay',
        date,
        checkIn: {
          sleep: 4,
          fatigue: 4,
          soreness: 3,
          stress: 4,
          motivation: 4,
          sick: false,
          restingHr: 48 + (i % 4),
          hrvRmssd: 55 + (i % 9),
          at: `${date}T06:30:00.000Z`,
        },
        garminDaily: { restingHr: 49, stress: 30, summaryId: `d${i}`, receivedAt: `${date}T07:00:00.000Z` },
      };
    });
    await putItems([
      {
        ...keys.week(userId, weekId),
        ...keys.activeWeek(userId, firstDay, weekId),
        type: 'week',
        id: weekId,
        userId,
        trainingPlanId: 'p',
        firstDay,
        trainingStyle: 'classic',
        active: true,
        deleted: false,
        status: 'ready',
        requirementsPrompt: '',
      },
      { ...keys.weekIndexMarker(userId, weekId), type: 'weekIndex' },
      ...workouts,
      ...history,
    ]);

    const checkIn = (i: number) =>
      invoke({
        method: 'PUT',
        path: '/api/readiness/check-in',
        body: {
          date: today,
          sleep: 1 + (i % 3),
          fatigue: 2,
          soreness: 3,
          stress: 3,
          motivation: 3,
          restingHr: 55,
          hrvRmssd: 40,
        },
        cookies: [cookie],
      });
    const first = await checkIn(0);
    const answer = first.body as { reading: { verdict: string }; proposal: { kind: string } | null };
    if (first.status !== 200 || !answer.proposal)
      throw new Error(
        `the check-in answered ${first.status} without a proposal: ${JSON.stringify(first.body).slice(0, 300)}`,
      );
    const counted = await countDynamoRequests(documentClient())(() => checkIn(1));
    console.log(
      `  athlete: ${HISTORY_DAYS} days of readiness, an active week of ${workouts.length} sessions; the answer: ${answer.reading.verdict}, proposal ${answer.proposal.kind}`,
    );
    table(
      ['call', 'data requests', 'commands'],
      [['PUT /api/readiness/check-in', counted.counted.data, counted.counted.commands.join(' ')]],
    );

    const timed = async (call: (i: number) => Promise<{ status: number }>) => {
      const timings: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const started = performance.now();
        const res = await call(i);
        timings.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`answered ${res.status}`);
      }
      return timings;
    };
    // Baseline in the same run: the smallest signed-in read (the session and one GetItem), so a loaded machine shows.
    const baseline = await timed(() => invoke({ method: 'GET', path: '/api/thresholds', cookies: [cookie] }));
    const timings = await timed(checkIn);
    console.log('');
    table(
      ['call', 'calls', 'p50', 'p95', 'p99', 'budget p95', 'verdict'],
      [
        [
          'baseline: GET /api/thresholds (session + 1 GetItem)',
          CALLS,
          ms(median(baseline)),
          ms(percentile(baseline, 95)),
          ms(percentile(baseline, 99)),
          '-',
          '-',
        ],
        [
          'PUT check-in -> reading + proposal (session; the Update beside the Query of 61 days, week + workouts, profile)',
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

export const section: BenchSection = {
  name: 'readiness',
  description:
    'the daily check-in round trip: PUT /api/readiness/check-in answering the reading and the proposal, for an athlete with 60 days of history and an active week (handler on DynamoDB Local)',
  run,
};
