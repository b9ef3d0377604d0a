import { beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../../functions/composition/platform';
import { garminClientFromEnv } from '../../../functions/providers/garmin';
import { GarminHttpError, type GarminClient } from '../../../functions/providers/garmin/port';
import { env } from '../../../functions/lib/env';
import { createGarminModule } from '../../../functions/modules/garmin/compose';
import { GARMIN_BUSY, MAX_SEND_ATTEMPTS } from '../../../functions/modules/garmin/garmin-watch-sender';
import { createPushInbox } from '../../../functions/modules/garmin/push-inbox';
import { MAX_PUSH_ATTEMPTS, runPushInbox } from '../../../functions/modules/garmin/push-job';
import { runSendRetries } from '../../../functions/modules/garmin/send-job';
import { createWorkoutRepository } from '../../../functions/modules/workouts/workout-repository';
import { useOwnTable } from '../../support/own-table';
import { createTestUser, type TestUser } from '../../support/users';
import { athleteWithPlan, call, readyWeek } from '../../support/week-fixtures';
import { connectGarmin } from '../../support/garmin-flow';

// The parked partition is global and a redrive moves all of it: this file has its own table.
let admin: TestUser;
beforeAll(async () => {
  await useOwnTable('garmin-parked');
  admin = await createTestUser({ onboardingStatus: '5', isAdmin: true });
});

/** Garmin answering 503 to every workout call (the fake's state is shared by parallel files, so not changed there). */
function busyGarmin(): GarminClient {
  const real = garminClientFromEnv(env());
  const busy = async () => {
    throw new GarminHttpError(503, 'Service Unavailable');
  };
  return { ...real, createWorkout: busy, deleteWorkout: busy, createSchedule: busy, deleteSchedule: busy };
}

const parked = async () => (await call(admin.cookie, 'GET', '/api/admin/garmin/parked')).body;

describe('Garmin work that still fails after its retries is parked for the admin console', () => {
  it('a send busy through every retry: the athlete sees it failed, the admin sees ids and the error, and a redrive sends it', async () => {
    const athlete = await athleteWithPlan(3);
    await connectGarmin(athlete);
    const { workouts } = await readyWeek(athlete);
    const workout = workouts[0];

    const later = createPlatform({ clock: () => new Date(Date.now() + 60 * 60_000) });
    const down = createGarminModule(later, { client: busyGarmin() });
    await down.retries.add({
      userId: athlete.user.id,
      workoutId: workout.id,
      scheduleDate: workout.day,
      attempts: MAX_SEND_ATTEMPTS,
      dueAt: new Date().toISOString(),
    });
    await runSendRetries({
      retries: down.retries,
      sender: down.sender,
      workouts: createWorkoutRepository(later.db),
      clock: later.clock,
    });

    expect((await call(athlete.cookie, 'GET', `/api/workouts/${workout.id}`)).body).toMatchObject({
      garminSyncStatus: 'failed',
      garminSyncError: GARMIN_BUSY,
    });
    const view = await parked();
    expect(view.counts).toEqual({ pushes: 0, sends: 1 });
    expect(view.items).toEqual([
      {
        id: expect.any(String),
        kind: 'send',
        parkedAt: expect.any(String),
        attempts: MAX_SEND_ATTEMPTS,
        lastError: 'Service Unavailable',
        userId: athlete.user.id,
        workoutId: workout.id,
      },
    ]);
    expect((await call(athlete.cookie, 'GET', '/api/admin/garmin/parked')).status).toBe(403);

    const redrive = await call(admin.cookie, 'POST', '/api/admin/garmin/parked/redrive', {});
    expect(redrive.body).toEqual({ moved: 1, remaining: 0 });
    expect((await parked()).counts).toEqual({ pushes: 0, sends: 0 });
    const overview = (await call(admin.cookie, 'GET', '/api/admin/overview')).body;
    expect(overview.audit[0]).toMatchObject({ action: 'garmin.redrive', details: { moved: 1 } });

    // Garmin is back: the send job delivers the redriven send.
    const now = createPlatform();
    const up = createGarminModule(now);
    await runSendRetries({
      retries: up.retries,
      sender: up.sender,
      workouts: createWorkoutRepository(now.db),
      clock: now.clock,
    });
    expect((await call(athlete.cookie, 'GET', `/api/workouts/${workout.id}`)).body).toMatchObject({
      garminSyncStatus: 'sent',
      garminWorkoutId: expect.any(String),
    });
  }, 60_000);

  it('a push failing every run is parked out of the inbox (body never shown) and goes back with a redrive', async () => {
    const platform = createPlatform();
    const inbox = createPushInbox(platform.db);
    const failing = {
      activities: async () => Promise.reject(new Error('cannot match this activity')),
      deregistrations: async () => undefined,
      permissions: async () => undefined,
    };
    const now = () => new Date().toISOString();
    const marker = `secret-body-${Date.now()}`;
    await inbox.add('activities', JSON.stringify({ activities: [{ userId: 'g', summaryId: marker }] }), now());
    const garmin = createGarminModule(platform);

    for (let run = 1; run < MAX_PUSH_ATTEMPTS; run++)
      expect(await runPushInbox(inbox, failing as never, garmin.parked, now)).toMatchObject({ failed: 1, parked: 0 });
    expect(await runPushInbox(inbox, failing as never, garmin.parked, now)).toMatchObject({ failed: 1, parked: 1 });
    expect(await inbox.oldest(10)).toEqual([]);

    const res = await call(admin.cookie, 'GET', '/api/admin/garmin/parked');
    expect(res.body.counts).toEqual({ pushes: 1, sends: 0 });
    expect(res.body.items[0]).toMatchObject({
      kind: 'activities',
      attempts: MAX_PUSH_ATTEMPTS,
      lastError: 'cannot match this activity',
      userId: null,
      workoutId: null,
    });
    expect(JSON.stringify(res.body)).not.toContain(marker);

    expect((await call(admin.cookie, 'POST', '/api/admin/garmin/parked/redrive', {})).body).toEqual({
      moved: 1,
      remaining: 0,
    });
    const [back] = await inbox.oldest(10);
    expect(back).toMatchObject({ kind: 'activities', attempts: 0, lastError: null });
    expect(back.body).toContain(marker);
    const handled: unknown[] = [];
    const working = {
      activities: async (body: unknown) => void handled.push(body),
      deregistrations: async () => undefined,
      permissions: async () => undefined,
    };
    expect(await runPushInbox(inbox, working as never, garmin.parked, now)).toMatchObject({ processed: 1 });
    expect(handled).toHaveLength(1);
  }, 60_000);

  it('a push that ran out of attempts before parking existed no longer holds the inbox: it is parked on sight', async () => {
    const platform = createPlatform();
    const inbox = createPushInbox(platform.db);
    const now = () => new Date().toISOString();
    await inbox.add('permissions', JSON.stringify({ userPermissionsChange: [] }), now());
    const [stuck] = await inbox.oldest(10);
    for (let i = 0; i < MAX_PUSH_ATTEMPTS; i++) await inbox.failed(stuck, 'old failure');
    const garmin = createGarminModule(platform);
    const none = {
      activities: async () => undefined,
      deregistrations: async () => undefined,
      permissions: async () => undefined,
    };
    expect(await runPushInbox(inbox, none as never, garmin.parked, now)).toMatchObject({ processed: 0, parked: 1 });
    expect(await inbox.oldest(10)).toEqual([]);
    expect(
      (await parked()).items.some(
        (i: { id: string; lastError: string }) => i.id === stuck.id && i.lastError === 'old failure',
      ),
    ).toBe(true);
  }, 60_000);
});
