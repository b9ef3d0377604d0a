import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { freePort } from '../../functions/local/free-port';
import { ensureTable, localAwsEnv, startDynamoDbLocal, startSqsEmulator } from '../../functions/local/services';
import type { PlanInput } from '@shared/schemas/training';
import { buildPlanOverview, buildWeekWorkouts } from '@shared/training';
import { addDays } from '@shared/calendar/days';
import { median, ms, ratio, table, verdict, type BenchSection } from '../lib/report';

/** Budget: Garmin's activity push with a 100-activity batch answers within p99 <= 200 ms. */
const P99_BUDGET_MS = 200;
const BATCH = 100;
const RUNS = Number(process.env.BENCH_GARMIN_RUNS ?? 30);
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

const plan: PlanInput = {
  primaryEvent: {
    name: 'Ironman',
    date: '2027-06-27',
    type: 'full',
    swimDistance: 3800,
    bikeDistance: 180,
    runDistance: 42.2,
    bikeElevation: 1500,
    runElevation: 100,
  },
  secondaryEvents: [],
  fitness: { swimLevel: 45, bikeLevel: 60, runLevel: 55 },
  workoutDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  workoutsPerWeek: 9,
  trainingPreferences: null,
  personalDescription: null,
  planStarts: '2026-11-30',
  today: '2026-11-22',
};

/** Part 1: the converter over every workout of the offline coach's 30-week plan. */
async function converter(): Promise<void> {
  const { toGarminWorkout } = await import('../../functions/providers/garmin/workout-converter');
  const overview = buildPlanOverview(plan);
  const workouts = Array.from(
    { length: overview.totalWeeks },
    (_, week) =>
      buildWeekWorkouts({
        plan,
        planOverview: overview,
        weekFirstDay: addDays(plan.planStarts, week * 7),
        trainingStyle: 'classic',
      }).workouts,
  ).flat();
  const runs = Array.from({ length: 20 }, () => {
    const t0 = performance.now();
    for (const w of workouts) toGarminWorkout(w.workoutDetails, 'bench');
    return performance.now() - t0;
  });
  table(
    ['converter', 'workouts', 'median', 'per workout'],
    [['30-week plan to Training API V2', workouts.length, ms(median(runs)), ms(median(runs) / workouts.length)]],
  );
}

/** Part 2: the push route in-process on DynamoDB Local: one activity (baseline) vs a 100-activity batch. */
async function pushes(): Promise<void> {
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  const sqs = await startSqsEmulator({ port: await freePort() });
  const tableName = `bench-garmin-${Date.now()}`;
  await ensureTable(dynamo.endpoint, tableName);
  Object.assign(process.env, localAwsEnv(dynamo.endpoint, sqs.endpoint), {
    TABLE_NAME: tableName,
    TASK_QUEUE_URL: sqs.taskQueueUrl,
    APP_URL: 'http://localhost:3000',
    ORIGIN_SECRET: 'bench-origin-secret',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    LOG_LEVEL: 'SILENT',
    GARMIN_CLIENT_ID: 'bench-client',
    GARMIN_CLIENT_SECRET: 'bench-secret',
    GARMIN_PUSH_TOKEN: 'bench-push-token',
    GARMIN_TOKEN_KEY: randomBytes(32).toString('base64'),
  });
  try {
    const { invoke } = await import('../../test/support/api-event');
    const { createPlatform } = await import('../../functions/composition/platform');
    const { createGarminModule } = await import('../../functions/modules/garmin/compose');
    const registered = await invoke({
      method: 'POST',
      path: '/api/register',
      body: { email: `bench-${randomUUID()}@example.test`, password: 'bench-password' },
    });
    const userId = (registered.body as { id: string }).id;
    const garminUserId = `bench-garmin-${userId}`;
    await createGarminModule(createPlatform()).connections.connect({
      userId,
      garminUserId,
      tokens: 'unused',
      permissions: ['ACTIVITY_EXPORT'],
      connectedAt: new Date().toISOString(),
      lastActivityAt: null,
    });
    const push = (count: number) => {
      const start = Math.floor(Date.now() / 1000) - 86_400 * 20;
      const activities = Array.from({ length: count }, (_, i) => ({
        userId: garminUserId,
        summaryId: randomUUID(),
        activityType: ['RUNNING', 'CYCLING', 'LAP_SWIMMING'][i % 3],
        startTimeInSeconds: start + i * 3600,
        durationInSeconds: 3600,
        distanceInMeters: 10_000,
        averageHeartRateInBeatsPerMinute: 140,
      }));
      return invoke({
        method: 'POST',
        path: '/api/garmin/push/bench-push-token/activities',
        rawBody: JSON.stringify({ activities }),
        headers: { 'garmin-client-id': 'bench-client' },
      });
    };
    const timed = async (count: number) => {
      const t0 = performance.now();
      const res = await push(count);
      if (res.status !== 200) throw new Error(`push answered ${res.status}: ${JSON.stringify(res.body)}`);
      return performance.now() - t0;
    };
    await timed(1); // warm-up: lazy imports
    const one: number[] = [];
    const batch: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      one.push(await timed(1));
      batch.push(await timed(BATCH));
    }
    const p99 = percentile(batch, 99);
    table(
      ['push /activities', 'p50', 'p95', 'p99', 'budget', 'verdict'],
      [
        ['1 activity (baseline)', ms(percentile(one, 50)), ms(percentile(one, 95)), ms(percentile(one, 99)), '-', '-'],
        [
          `${BATCH} activities`,
          ms(percentile(batch, 50)),
          ms(percentile(batch, 95)),
          ms(p99),
          `p99 <= ${ms(P99_BUDGET_MS)}`,
          verdict(p99, P99_BUDGET_MS),
        ],
      ],
    );
    console.log(
      `  ${RUNS} sequential calls each, in-process group Lambda on DynamoDB Local; batch/baseline p50 ${ratio(percentile(batch, 50), percentile(one, 50))}`,
    );
  } finally {
    await sqs.stop();
    await dynamo.stop();
  }
}

export const section: BenchSection = {
  name: 'Garmin',
  description: `the Training API converter over a 30-week plan; the activity push answer time with a ${BATCH}-activity batch (budget p99 <= ${P99_BUDGET_MS} ms) against a one-activity push`,
  run: async () => {
    await converter();
    console.log('');
    await pushes();
  },
};
