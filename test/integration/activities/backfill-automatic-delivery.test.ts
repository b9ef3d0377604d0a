import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { workoutOutcome } from '@shared/weeks/workout-outcome';
import { createPlatform } from '../../../functions/composition/platform';
import { keys } from '../../../functions/db/keys';
import { createActivityRepository } from '../../../functions/modules/activities/activity-repository';
import { useOwnTable } from '../../support/own-table';

const run = promisify(execFile);
let dataDir: string;

/** `npm run cli -- backfill-automatic-delivery` against this file's own table (the scan reads every item of it). */
async function backfill(): Promise<string> {
  const clean = { ...process.env };
  for (const k of ['TABLE_NAME', 'AWS_ENDPOINT_URL_DYNAMODB', 'AWS_ENDPOINT_URL_SQS']) delete clean[k];
  const { stdout } = await run('npx', ['tsx', 'scripts/cli.ts', 'backfill-automatic-delivery'], {
    env: { ...clean, DATA_DIR: dataDir },
    timeout: 120_000,
  });
  return stdout.trim();
}

/** An activity as stored before the marker existed: written straight to the table, no marker beside it. */
async function legacyActivity(userId: string, startTime: string, source?: string) {
  const { doc, table } = createPlatform().db;
  const id = `legacy-${Math.random().toString(36).slice(2)}`;
  const item = {
    ...keys.activity(userId, startTime, id),
    type: 'activity',
    id,
    userId,
    startTime,
    activityType: 'RUNNING',
    durationInSeconds: 3600,
    ...(source ? { source } : {}),
  };
  await doc.send(new PutCommand({ TableName: table, Item: item }));
}

beforeAll(async () => {
  const tableName = await useOwnTable('backfill');
  dataDir = await mkdtemp(join(tmpdir(), 'tricoach-backfill-'));
  await writeFile(
    join(dataDir, 'stack.json'),
    JSON.stringify({
      dynamoEndpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB,
      sqsEndpoint: process.env.AWS_ENDPOINT_URL_SQS,
      taskQueueUrl: process.env.TASK_QUEUE_URL,
      tableName,
      appUrl: 'http://localhost:3000',
    }),
  );
});

describe('npm run cli -- backfill-automatic-delivery (athletes who connected Garmin before the marker existed)', () => {
  it("sets each athlete's marker from their latest automatic activity, so their silent past workouts read as missed again; manual-only athletes stay not reported", async () => {
    const repo = createActivityRepository(createPlatform().db);
    const [garmin, noSource, manualOnly, newer] = [
      'garmin-athlete',
      'pre-source-athlete',
      'no-watch-athlete',
      'pushed-since',
    ].map((p) => `${p}-${Date.now()}`);
    await legacyActivity(garmin, '2026-10-05T06:00:00.000Z', 'garmin');
    await legacyActivity(garmin, '2026-10-12T06:00:00.000Z', 'garmin');
    await legacyActivity(garmin, '2026-10-20T06:00:00.000Z', 'manual');
    await legacyActivity(noSource, '2026-09-01T06:00:00.000Z');
    await legacyActivity(manualOnly, '2026-10-12T06:00:00.000Z', 'manual');
    await legacyActivity(manualOnly, '2026-10-13T06:00:00.000Z', 'upload');
    await legacyActivity(newer, '2026-10-01T06:00:00.000Z', 'garmin');
    await repo.markAutomaticDelivery(newer, '2026-11-02');
    // Before: a Garmin athlete's unrecorded workout on 10 October reads as not reported, which it is not.
    expect(
      workoutOutcome({ day: '2026-10-10', isCompleted: false }, '2026-11-26', await repo.lastAutomaticDay(garmin)),
    ).toBe('not-reported');

    expect(await backfill()).toMatch(/^Automatic-delivery marker set for 3 athletes from 7 activities \(local stack/);
    expect(await repo.lastAutomaticDay(garmin)).toBe('2026-10-12');
    expect(await repo.lastAutomaticDay(noSource)).toBe('2026-09-01');
    expect(await repo.lastAutomaticDay(manualOnly)).toBeNull();
    expect(await repo.lastAutomaticDay(newer), 'a marker a push set since is not moved back').toBe('2026-11-02');
    expect(
      workoutOutcome({ day: '2026-10-10', isCompleted: false }, '2026-11-26', await repo.lastAutomaticDay(garmin)),
    ).toBe('missed');
    expect(
      workoutOutcome({ day: '2026-10-14', isCompleted: false }, '2026-11-26', await repo.lastAutomaticDay(garmin)),
      'after the last delivery: unknown',
    ).toBe('not-reported');

    // Safe to run again: the same markers.
    await backfill();
    expect(await repo.lastAutomaticDay(garmin)).toBe('2026-10-12');
  }, 240_000);
});
