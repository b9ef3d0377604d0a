import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createPlatform } from '../../../functions/composition/platform';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { createLocalKeyCipher } from '../../../functions/modules/garmin/token-cipher';
import { createStravaModule } from '../../../functions/modules/strava/compose';
import { openStravaTokens, sealStravaTokens } from '../../../functions/modules/strava/strava-access';
import { createStravaTaskRunner } from '../../../functions/modules/strava/task-runner';
import { eventKey, type StravaEvent } from '../../../functions/modules/strava/task-queue';
import { createWeekServices } from '../../../functions/modules/weeks/compose';
import { invoke } from '../../support/api-event';
import { createTestUser } from '../../support/users';
import { connectGarmin, drainPushes, push } from '../../support/garmin-flow';
import { call } from '../../support/handler-calls';
import { athleteWithPlan, rawItem } from '../../support/week-fixtures';
import {
  activityEvent,
  changeFake,
  connectStrava,
  deliverStravaEvents,
  drainStrava,
  event,
  fakeStrava,
  newAthleteId,
  postEvent,
  recordOnStrava,
  revokeOnStrava,
  tasksOf,
} from '../../support/strava-flow';
import { pastWorkout } from './past-workout';

const cipher = () => createLocalKeyCipher(process.env.GARMIN_TOKEN_KEY!);
const status = async (cookie: string) => (await call(cookie, 'GET', '/api/strava')).body;
const activitiesOn = async (cookie: string, day: string) =>
  (await call(cookie, 'GET', `/api/activities?from=${day}&to=${day}`)).body as Array<{
    id: string;
    source: string;
    activityType: string;
    activitySummary: { activityName: string };
    alsoFrom?: string[];
    isPrivate?: boolean;
  }>;
const yesterdayAt = (hour: number) =>
  new Date(Date.now() - 86_400_000).toISOString().slice(0, 10) + `T${String(hour).padStart(2, '0')}:00:00Z`;

describe('connecting Strava (OAuth 2.0 against the fake Strava)', () => {
  it('Authorize connects as the Strava athlete, keeps the tokens encrypted, moves onboarding on, and queues the backfill', async () => {
    const user = await createTestUser({ onboardingStatus: '1' });
    const { location, athleteId } = await connectStrava(user);
    expect(location).toBe('/onboarding');
    expect(await status(user.cookie)).toMatchObject({
      connected: true,
      athleteName: expect.stringContaining('Kasia'),
      scopes: ['read', 'activity:read_all'],
      missingScopes: [],
    });
    expect((await call(user.cookie, 'GET', '/api/user')).body.onboardingStatus).toBe('2');
    const item = await rawItem(keys.stravaConnection(user.user.id));
    expect(item!.stravaAthleteId).toBe(athleteId);
    const tokens = await openStravaTokens(cipher(), String(item!.tokens));
    expect(JSON.stringify(item)).not.toContain(tokens.accessToken);
    expect(JSON.stringify((await call(user.cookie, 'GET', '/api/user/export')).body)).not.toContain(
      String(item!.tokens),
    );
    expect((await tasksOf(user.user.id)).map((t) => t.kind)).toContain('backfill');
  });

  it('Cancel, a replayed or foreign state, and a Strava athlete already linked are refused with the reason', async () => {
    const user = await createTestUser({ onboardingStatus: '5' });
    expect((await connectStrava(user, { decision: 'cancel' })).location).toBe(
      '/settings/watch?strava=error&reason=denied',
    );
    const first = await connectStrava(user);
    expect(first.location).toBe('/settings/watch?strava=connected');
    const replay = await invoke({
      method: 'GET',
      path: '/api/strava/callback',
      query: Object.fromEntries(new URLSearchParams(first.backQuery)),
      cookies: [user.cookie],
    });
    expect(replay.headers.location).toBe('/settings/watch?strava=error&reason=expired');
    const other = await createTestUser({ onboardingStatus: '5' });
    const connect = await invoke({ method: 'GET', path: '/api/strava/connect', cookies: [other.cookie] });
    const state = new URL(connect.headers.location!).searchParams.get('state')!;
    expect(
      (
        await invoke({
          method: 'GET',
          path: '/api/strava/callback',
          query: { code: 'x', state },
          cookies: [user.cookie],
        })
      ).headers.location,
    ).toBe('/settings/watch?strava=error&reason=invalid');
    expect((await connectStrava(other, { athleteId: first.athleteId })).location).toBe(
      '/settings/watch?strava=error&reason=already-linked',
    );
    expect((await status(other.cookie)).connected).toBe(false);
  });

  it('a narrowed scope connects and says what is missing', async () => {
    const user = await createTestUser({ onboardingStatus: '5' });
    expect((await connectStrava(user, { grant: ['read'] })).location).toBe(
      '/settings/watch?strava=connected&scope=missing',
    );
    expect(await status(user.cookie)).toMatchObject({
      connected: true,
      scopes: ['read'],
      missingScopes: ['activity:read_all'],
    });
  });
});

describe("Strava's webhook", () => {
  it('answers the GET validation only for our verify token', async () => {
    const right = await invoke({
      method: 'GET',
      path: '/api/strava/webhook',
      query: { 'hub.mode': 'subscribe', 'hub.challenge': 'abc123', 'hub.verify_token': 'integration-verify-token' },
    });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ 'hub.challenge': 'abc123' });
    const wrong = await invoke({
      method: 'GET',
      path: '/api/strava/webhook',
      query: { 'hub.mode': 'subscribe', 'hub.challenge': 'abc123', 'hub.verify_token': 'guess' },
    });
    expect(wrong.status).toBe(403);
    expect(
      (await invoke({ method: 'GET', path: '/api/strava/webhook', query: { 'hub.challenge': 'abc' } })).status,
    ).toBe(400);
    expect((await event({ object_type: 'planet', object_id: 1 })).status).toBe(400);
    expect((await invoke({ method: 'POST', path: '/api/strava/webhook', rawBody: '{nope' })).status).toBe(400);
  });

  it('create -> fetched and recorded once (duplicates too), completes the workout; update refreshes; delete removes and reopens it', async () => {
    const athlete = await athleteWithPlan(3);
    const { athleteId } = await connectStrava(athlete);
    const target = await pastWorkout(athlete);
    const sportType = { RUNNING: 'TrailRun', CYCLING: 'GravelRide', SWIMMING: 'Swim' }[
      target.workoutDetails.sport as 'RUNNING'
    ];
    const recorded = recordOnStrava(athleteId, {
      sport_type: sportType,
      start_date: `${target.day}T07:00:00Z`,
      elapsed_time: target.workoutDetails.estimatedDurationInSecs,
      average_heartrate: 141,
    });
    // Strava's retry of the same event (same event time) is filed once by the inbox worker.
    const create = {
      object_type: 'activity',
      object_id: recorded.id,
      aspect_type: 'create',
      owner_id: Number(athleteId),
      subscription_id: 1,
      event_time: Math.floor(Date.now() / 1000),
      updates: {},
    };
    const created = await event(create);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ received: true });
    expect((await event(create)).status).toBe(200);
    expect(await tasksOf(String(recorded.id))).toHaveLength(1);
    await drainStrava();
    const stored = (await activitiesOn(athlete.cookie, target.day)).filter((a) => a.id === `strava-${recorded.id}`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ source: 'strava', activityType: target.workoutDetails.sport });
    expect((await call(athlete.cookie, 'GET', `/api/workouts/${target.id}`)).body.isCompleted).toBe(true);
    expect((await status(athlete.cookie)).lastActivityAt).toEqual(expect.any(String));

    expect(stored[0]!.isPrivate).toBe(false);
    changeFake(
      (s) => void Object.assign(s.activities[String(recorded.id)]!, { name: 'Renamed on Strava', private: true }),
    );
    await activityEvent(athleteId, recorded.id, 'update', { title: 'Renamed on Strava', private: 'true' });
    await drainStrava();
    const refreshed = (await activitiesOn(athlete.cookie, target.day)).find((a) => a.id === `strava-${recorded.id}`);
    expect(refreshed).toMatchObject({
      activitySummary: { activityName: 'Renamed on Strava' },
      isPrivate: true,
      activityType: target.workoutDetails.sport,
    });
    changeFake((s) => void (s.activities[String(recorded.id)]!.private = false));
    await activityEvent(athleteId, recorded.id, 'update', { private: 'false' });
    await drainStrava();
    expect(
      (await activitiesOn(athlete.cookie, target.day)).find((a) => a.id === `strava-${recorded.id}`)?.isPrivate,
    ).toBe(false);
    expect((await call(athlete.cookie, 'GET', `/api/workouts/${target.id}`)).body.isCompleted).toBe(true);

    // Another athlete cannot see or delete it.
    const stranger = await createTestUser({ onboardingStatus: '5' });
    expect((await call(stranger.cookie, 'DELETE', `/api/activities/strava-${recorded.id}`)).status).toBe(404);

    // A delete event for an activity Strava still has is not Strava's (the webhook is unsigned, the ids are public).
    await activityEvent(athleteId, recorded.id, 'delete');
    await drainStrava();
    expect((await activitiesOn(athlete.cookie, target.day)).some((a) => a.id === `strava-${recorded.id}`)).toBe(true);
    // Deleted on Strava: the event is believed.
    changeFake((s) => void delete s.activities[String(recorded.id)]);
    await activityEvent(athleteId, recorded.id, 'delete', { title: 'gone' });
    await drainStrava();
    expect((await activitiesOn(athlete.cookie, target.day)).some((a) => a.id === `strava-${recorded.id}`)).toBe(false);
    expect((await call(athlete.cookie, 'GET', `/api/workouts/${target.id}`)).body.isCompleted).toBe(false);
  });

  it('the webhook only sends the event to SQS; the inbox worker files it with one conditional write, a repeat once; a repeat after the job took it is dropped by the job, unrun', async () => {
    const user = await createTestUser({ onboardingStatus: '5' });
    const { athleteId } = await connectStrava(user);
    await drainStrava(); // the backfill
    const recorded = recordOnStrava(athleteId, { sport_type: 'Run', start_date: yesterdayAt(8), elapsed_time: 1800 });
    const eventTime = Math.floor(Date.now() / 1000) - 5;
    const body = {
      object_type: 'activity',
      object_id: recorded.id,
      aspect_type: 'create',
      owner_id: Number(athleteId),
      subscription_id: 1,
      event_time: eventTime,
      updates: {},
    };
    const sent: string[] = [];
    const doc = documentClient();
    // This event's commands only (other work of the platform may run meanwhile).
    const aboutThisEvent = (input: unknown) => JSON.stringify(input).includes(String(recorded.id));
    doc.middlewareStack.add(
      (next, context) => async (args) => (
        aboutThisEvent(args.input) && sent.push(String(context.commandName)),
        next(args)
      ),
      { step: 'initialize', name: 'countStravaEventWrites' },
    );
    try {
      expect((await postEvent(body)).body).toEqual({ received: true });
      // Nothing in the table on Strava's answer path: the event waits in the queue.
      expect(sent).toEqual([]);
      expect(await tasksOf(String(recorded.id))).toHaveLength(0);
      expect(await deliverStravaEvents()).toBe(1);
    } finally {
      doc.middlewareStack.remove('countStravaEventWrites');
    }
    expect(sent).toEqual(['PutItemCommand']);
    const [queued] = await tasksOf(String(recorded.id));
    expect(queued).toMatchObject({ kind: 'event', attempts: 0 });
    // Strava's retry while the event waits: delivered, and dropped by the inbox worker's conditional write.
    await postEvent(body);
    expect(await deliverStravaEvents()).toBe(1);
    expect(await tasksOf(String(recorded.id))).toHaveLength(1);

    const recordedFor: string[] = [];
    const platform = createPlatform();
    const strava = createStravaModule(platform);
    const { activities } = createWeekServices(platform);
    const runner = createStravaTaskRunner({
      client: strava.client,
      access: strava.access,
      connections: strava.connections,
      queue: strava.queue,
      cipher: strava.cipher,
      record: (userId, input) => (recordedFor.push(userId), activities.record(userId, input)),
      removeRecording: activities.removeRecording,
      clock: () => new Date(),
    });
    await runner.runDue();
    expect(recordedFor.filter((id) => id === user.user.id)).toHaveLength(1);
    expect(await rawItem(keys.stravaEventSeen(eventKey(queued!.event as StravaEvent)))).toMatchObject({
      taskId: queued!.id,
    });
    // Strava's retry after we took the event: answered 200 and filed again, then dropped by the job without a fetch.
    expect((await event(body)).status).toBe(200);
    expect(await tasksOf(String(recorded.id))).toHaveLength(1);
    await runner.runDue();
    expect(recordedFor.filter((id) => id === user.user.id)).toHaveLength(1);
    expect(await tasksOf(String(recorded.id))).toHaveLength(0);
  });

  it('ignores unknown owners, and a deauthorization event disconnects', async () => {
    expect((await activityEvent(newAthleteId(), 12345, 'create')).status).toBe(200);
    const user = await createTestUser({ onboardingStatus: '5' });
    const { athleteId } = await connectStrava(user);
    const revoked = (at: number) =>
      event({
        object_type: 'athlete',
        object_id: Number(athleteId),
        aspect_type: 'update',
        owner_id: Number(athleteId),
        subscription_id: 1,
        event_time: Math.floor(Date.now() / 1000) + at,
        updates: { authorized: 'false' },
      });
    // Forged (the athlete's token still works): ignored.
    await revoked(1);
    await drainStrava();
    expect((await status(user.cookie)).connected).toBe(true);
    revokeOnStrava(athleteId);
    await revoked(2);
    await drainStrava();
    expect((await status(user.cookie)).connected).toBe(false);
    expect(await rawItem(keys.stravaAthlete(athleteId))).toBeUndefined();
  });

  it('the same session from Garmin and Strava is stored once', async () => {
    const user = await createTestUser({ onboardingStatus: '5' });
    const garminUser = `garmin-strava-${user.user.id}`;
    await connectGarmin(user, { garminUser });
    const { athleteId } = await connectStrava(user);
    const start = yesterdayAt(6);
    await push('activities', {
      activities: [
        {
          userId: garminUser,
          summaryId: `both-${Date.now()}`,
          activityType: 'RUNNING',
          startTimeInSeconds: Date.parse(start) / 1000,
          durationInSeconds: 3000,
          distanceInMeters: 10000,
        },
      ],
    });
    await drainPushes();
    const recorded = recordOnStrava(athleteId, {
      sport_type: 'Run',
      start_date: new Date(Date.parse(start) + 30_000).toISOString(),
      elapsed_time: 3020,
    });
    await activityEvent(athleteId, recorded.id, 'create');
    await drainStrava();
    const held = await activitiesOn(user.cookie, start.slice(0, 10));
    expect(held).toHaveLength(1);
    expect([held[0]!.source, ...(held[0]!.alsoFrom ?? [])].sort()).toEqual(['garmin', 'strava']);
  });
});

describe('calling Strava: tokens, rate limit, outages', () => {
  it('an expired access token is refreshed (the rotated refresh token stored), a stale refresh token is refused by Strava', async () => {
    const user = await createTestUser({ onboardingStatus: '5' });
    const { athleteId } = await connectStrava(user);
    const key = keys.stravaConnection(user.user.id);
    const before = await openStravaTokens(cipher(), String((await rawItem(key))!.tokens));
    await documentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME!,
        Key: key,
        UpdateExpression: 'SET tokens = :t',
        ExpressionAttributeValues: { ':t': await sealStravaTokens(cipher(), { ...before, accessExpiresAt: 0 }) },
      }),
    );
    const recorded = recordOnStrava(athleteId, { sport_type: 'Ride', start_date: yesterdayAt(9), elapsed_time: 3600 });
    await activityEvent(athleteId, recorded.id, 'create');
    await drainStrava();
    const after = await openStravaTokens(cipher(), String((await rawItem(key))!.tokens));
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect((await activitiesOn(user.cookie, yesterdayAt(9).slice(0, 10))).map((a) => a.id)).toContain(
      `strava-${recorded.id}`,
    );
    const stale = await fetch(`${process.env.STRAVA_AUTH_URL}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: process.env.STRAVA_CLIENT_ID!,
        client_secret: process.env.STRAVA_CLIENT_SECRET!,
        grant_type: 'refresh_token',
        refresh_token: before.refreshToken,
      }),
    });
    expect(stale.status).toBe(400);
  });

  it('a 429 puts the event back for the next 15-minute window; it is recorded then, never dropped', async () => {
    const user = await createTestUser({ onboardingStatus: '5' });
    const { athleteId } = await connectStrava(user);
    const platform = createPlatform();
    const strava = createStravaModule(platform);
    const { activities } = createWeekServices(platform);
    const runner = (clock: () => Date) =>
      createStravaTaskRunner({
        client: strava.client,
        access: strava.access,
        connections: strava.connections,
        queue: strava.queue,
        cipher: strava.cipher,
        record: activities.record,
        removeRecording: activities.removeRecording,
        clock,
      });
    await runner(() => new Date()).runDue(); // the backfill, before the switch
    const recorded = recordOnStrava(athleteId, { sport_type: 'Swim', start_date: yesterdayAt(17), elapsed_time: 2400 });
    changeFake((s) => void (s.busyCalls = 1));
    const eventTime = Math.floor(Date.now() / 1000) - 5;
    const create = () =>
      event({
        object_type: 'activity',
        object_id: recorded.id,
        aspect_type: 'create',
        owner_id: Number(athleteId),
        subscription_id: 1,
        event_time: eventTime,
        updates: {},
      });
    await create();
    await runner(() => new Date()).runDue();
    const waiting = (await tasksOf(String(recorded.id)))[0]!;
    expect(Date.parse(String(waiting.dueAt))).toBeGreaterThan(Date.now());
    expect(Date.parse(String(waiting.dueAt)) % (15 * 60_000)).toBe(0);
    expect(waiting.attempts).toBe(0);
    // Strava's retry while the event waits: it is queued beside the waiting one, and only one of them runs.
    await create();
    expect(await tasksOf(String(recorded.id))).toHaveLength(2);
    await runner(() => new Date(Date.parse(String(waiting.dueAt)) + 1000)).runDue();
    expect((await activitiesOn(user.cookie, yesterdayAt(17).slice(0, 10))).map((a) => a.id)).toContain(
      `strava-${recorded.id}`,
    );
    expect(await tasksOf(String(recorded.id))).toHaveLength(0);
  });

  it('disconnect works while Strava is down; the deauthorization is retried from the queue; account deletion deauthorizes', async () => {
    const user = await createTestUser({ onboardingStatus: '5' });
    const { athleteId } = await connectStrava(user);
    changeFake((s) => void (s.down = true));
    try {
      expect((await call(user.cookie, 'DELETE', '/api/strava')).status).toBe(204);
      expect((await status(user.cookie)).connected).toBe(false);
      await drainStrava();
      const pending = (await tasksOf(user.user.id)).filter((t) => t.kind === 'deauthorize');
      expect(pending).toHaveLength(1);
      expect(pending[0]!.attempts).toBe(1);
    } finally {
      changeFake((s) => void (s.down = false));
    }
    const platform = createPlatform();
    const strava = createStravaModule(platform);
    const { activities } = createWeekServices(platform);
    await createStravaTaskRunner({
      client: strava.client,
      access: strava.access,
      connections: strava.connections,
      queue: strava.queue,
      cipher: strava.cipher,
      record: activities.record,
      removeRecording: activities.removeRecording,
      clock: () => new Date(Date.now() + 10 * 60_000),
    }).runDue();
    expect(fakeStrava().deauthorized).toContain(athleteId);

    const leaving = await createTestUser({ onboardingStatus: '5' });
    const second = await connectStrava(leaving);
    expect((await call(leaving.cookie, 'DELETE', '/api/user', { password: leaving.password })).status).toBeLessThan(
      300,
    );
    await drainStrava();
    expect(fakeStrava().deauthorized).toContain(second.athleteId);
  });
});
