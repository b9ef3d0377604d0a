import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { createPlatform } from '../../../functions/composition/platform';
import { createGarminModule } from '../../../functions/modules/garmin/compose';
import { runDeregistrations } from '../../../functions/modules/garmin/deregistration-job';
import { runSendRetries } from '../../../functions/modules/garmin/send-job';
import { createWorkoutRepository } from '../../../functions/modules/workouts/workout-repository';
import { createLocalKeyCipher, openTokens, sealTokens } from '../../../functions/modules/garmin/token-cipher';
import { GarminHttpError, type GarminClient } from '../../../functions/providers/garmin/port';
import { invoke } from '../../support/api-event';
import { createTestUser } from '../../support/users';
import { call } from '../../support/handler-calls';
import { athleteWithPlan, rawItem, readyWeek, weekEndingToday } from '../../support/week-fixtures';
import { connectGarmin, drainPushes, push } from '../../support/garmin-flow';

const stateFile = () => join(process.env.FAKE_PROVIDERS_DATA_DIR!, 'fake-garmin/state.json');
const fakeState = () => JSON.parse(readFileSync(stateFile(), 'utf8'));
/** Changes what the fake Garmin knows (as Garmin would change on its side: quota, revoked tokens). */
const changeFake = (change: (state: ReturnType<typeof fakeState>) => void) => {
  const state = fakeState();
  change(state);
  writeFileSync(stateFile(), JSON.stringify(state));
};
const cipher = () => createLocalKeyCipher(process.env.GARMIN_TOKEN_KEY!);
const open = (sealed: unknown) => openTokens(cipher(), String(sealed));
const status = async (cookie: string) => (await call(cookie, 'GET', '/api/garmin')).body;

describe('connecting a Garmin account (OAuth 2.0 PKCE against the fake Garmin)', () => {
  it('Allow connects, keeps the tokens encrypted, moves onboarding from 1 to 2 and returns to onboarding', async () => {
    const user = await createTestUser({ onboardingStatus: '1' });
    const { location } = await connectGarmin(user, { garminUser: `garmin-${user.user.id}` });
    expect(location).toBe('/onboarding');
    expect(await status(user.cookie)).toMatchObject({
      connected: true,
      permissions: expect.arrayContaining(['WORKOUT_IMPORT']),
      missingWorkoutImport: false,
      watchCalendarUrl: expect.stringContaining('/sandbox/garmin/calendar'),
    });
    const me = (await call(user.cookie, 'GET', '/api/user')).body;
    expect(me).toMatchObject({ onboardingStatus: '2', garminConnected: true });
    const item = await rawItem(keys.garminConnection(user.user.id));
    expect(JSON.stringify(item)).not.toMatch(/"at_|"rt_/);
    expect((await open(item!.tokens)).accessToken).toMatch(/^at_/);
    const exported = (await call(user.cookie, 'GET', '/api/user/export')).body;
    expect(JSON.stringify(exported)).not.toContain(String(item!.tokens));
  });

  it('Deny returns to settings with the reason; a replayed or foreign state is refused', async () => {
    const user = await createTestUser({ onboardingStatus: '5' });
    expect((await connectGarmin(user, { decision: 'deny' })).location).toBe('/settings?garmin=error&reason=denied');
    const first = await connectGarmin(user);
    expect(first.location).toBe('/settings?garmin=connected');
    const replay = await invoke({
      method: 'GET',
      path: '/api/garmin/callback',
      query: Object.fromEntries(new URLSearchParams(first.backQuery)),
      cookies: [user.cookie],
    });
    expect(replay.headers.location).toBe('/settings?garmin=error&reason=expired');

    const other = await createTestUser({ onboardingStatus: '5' });
    const connect = await invoke({ method: 'GET', path: '/api/garmin/connect', cookies: [other.cookie] });
    const state = new URL(connect.headers.location!).searchParams.get('state')!;
    const stolen = await invoke({
      method: 'GET',
      path: '/api/garmin/callback',
      query: { code: 'code_x', state },
      cookies: [user.cookie],
    });
    expect(stolen.headers.location).toBe('/settings?garmin=error&reason=invalid');
    const oauth1 = await invoke({
      method: 'GET',
      path: '/api/garmin/callback',
      query: { oauth_token: 't', oauth_verifier: 'v' },
      cookies: [user.cookie],
    });
    expect(oauth1.headers.location).toBe('/settings?garmin=error&reason=invalid');
  });

  it('a code redeemed with the wrong PKCE verifier is refused, and cannot be used again', async () => {
    const user = await createTestUser({ onboardingStatus: '5' });
    const connect = await invoke({ method: 'GET', path: '/api/garmin/connect', cookies: [user.cookie] });
    const consent = new URL(connect.headers.location!);
    const form = new URLSearchParams(consent.searchParams);
    form.set('decision', 'allow');
    const page = await fetch(`${consent.origin}${consent.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'manual',
    });
    const back = new URL(page.headers.get('location')!);
    // Someone who intercepted the code but not the verifier (kept on our server) gets nothing for it.
    const stolen = await fetch(process.env.GARMIN_TOKEN_URL!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: process.env.GARMIN_CLIENT_ID!,
        client_secret: process.env.GARMIN_CLIENT_SECRET!,
        code: back.searchParams.get('code')!,
        code_verifier: 'x'.repeat(64),
        redirect_uri: consent.searchParams.get('redirect_uri')!,
      }),
    });
    expect(stolen.status).toBe(400);
    const callback = await invoke({
      method: 'GET',
      path: '/api/garmin/callback',
      query: Object.fromEntries(back.searchParams),
      cookies: [user.cookie],
    });
    expect(callback.headers.location).toBe('/settings?garmin=error&reason=provider');
    expect((await status(user.cookie)).connected).toBe(false);
  });

  it('one Garmin account belongs to one athlete', async () => {
    const garminUser = `garmin-shared-${Date.now()}`;
    const first = await createTestUser({ onboardingStatus: '5' });
    const second = await createTestUser({ onboardingStatus: '5' });
    expect((await connectGarmin(first, { garminUser })).location).toBe('/settings?garmin=connected');
    expect((await connectGarmin(second, { garminUser })).location).toBe('/settings?garmin=error&reason=already-linked');
    expect((await status(second.cookie)).connected).toBe(false);
  });
});

describe('sending workouts to the watch', () => {
  it('sends with a schedule, replaces on resend, refreshes an expired token, and deletes from Garmin with the workout', async () => {
    const athlete = await athleteWithPlan(3);
    await connectGarmin(athlete, { garminUser: `garmin-send-${athlete.user.id}` });
    const { workouts } = await readyWeek(athlete);
    const [first, second] = workouts;
    const sent = await call(athlete.cookie, 'POST', '/api/garmin/workout', {
      workoutId: first.id,
      scheduleDate: first.day,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const again = await call(athlete.cookie, 'POST', '/api/garmin/workout', {
      workoutId: first.id,
      scheduleDate: first.day,
    });
    expect(again.body.garminWorkoutId).not.toBe(sent.body.garminWorkoutId);
    const onWatch = Object.values(
      fakeState().workouts as Record<string, { garminUserId: string; payload: { workoutName: string } }>,
    ).filter((w) => w.garminUserId === `garmin-send-${athlete.user.id}`);
    expect(onWatch.map((w) => w.payload.workoutName)).toEqual([first.workoutDetails.workoutName]);

    // An access token past its expiry is refreshed (the refresh token rotates) before the call.
    const item = await rawItem(keys.garminConnection(athlete.user.id));
    const tokens = await open(item!.tokens);
    await documentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME!,
        Key: keys.garminConnection(athlete.user.id),
        UpdateExpression: 'SET tokens = :t',
        ExpressionAttributeValues: { ':t': await sealTokens(cipher(), { ...tokens, accessExpiresAt: 0 }) },
      }),
    );
    expect(
      (await call(athlete.cookie, 'POST', '/api/garmin/workout', { workoutId: second.id, scheduleDate: second.day }))
        .status,
    ).toBe(200);
    const refreshed = await open((await rawItem(keys.garminConnection(athlete.user.id)))!.tokens);
    expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);

    const view = (await call(athlete.cookie, 'GET', `/api/workouts/${second.id}`)).body;
    expect(view).toMatchObject({ garminSyncStatus: 'sent' });
    const deleted = await call(athlete.cookie, 'DELETE', `/api/workout/${second.id}`);
    expect(deleted.body).toEqual({ success: true, deletedFromGarmin: true, wasOnGarmin: true });
  });

  it('answers 409 without a watch, and a clear 422 when the athlete did not allow workout import', async () => {
    const noWatch = await athleteWithPlan(3);
    const { workouts } = await readyWeek(noWatch);
    const refused = await call(noWatch.cookie, 'POST', '/api/garmin/workout', {
      workoutId: workouts[0].id,
      scheduleDate: workouts[0].day,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/No watch is connected/);

    const noImport = await athleteWithPlan(3);
    await connectGarmin(noImport, { workoutImport: false });
    expect((await status(noImport.cookie)).missingWorkoutImport).toBe(true);
    const week = await readyWeek(noImport);
    const res = await call(noImport.cookie, 'POST', '/api/garmin/workout', {
      workoutId: week.workouts[0].id,
      scheduleDate: week.workouts[0].day,
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/Workout import/);
    expect((await call(noImport.cookie, 'GET', `/api/workouts/${week.workouts[0].id}`)).body).toMatchObject({
      garminSyncStatus: 'failed',
    });
  });
});

describe('when Garmin pushes back', () => {
  it('a busy Garmin (429): 202, the workout shows sending, and the send job delivers it when due', async () => {
    const athlete = await athleteWithPlan(3);
    await connectGarmin(athlete);
    const { workouts } = await readyWeek(athlete);
    changeFake((state) => void (state.busyCalls = 1));
    const res = await call(athlete.cookie, 'POST', '/api/garmin/workout', {
      workoutId: workouts[0].id,
      scheduleDate: workouts[0].day,
    });
    expect(res.status).toBe(202);
    expect(res.body.syncStatus).toBe('sending');
    expect((await call(athlete.cookie, 'GET', `/api/workouts/${workouts[0].id}`)).body.garminSyncStatus).toBe(
      'sending',
    );

    const platform = createPlatform({ clock: () => new Date(Date.now() + 5 * 60_000) });
    const garmin = createGarminModule(platform);
    await runSendRetries({
      retries: garmin.retries,
      sender: garmin.sender,
      workouts: createWorkoutRepository(platform.db),
      clock: platform.clock,
    });
    expect((await call(athlete.cookie, 'GET', `/api/workouts/${workouts[0].id}`)).body).toMatchObject({
      garminSyncStatus: 'sent',
      garminWorkoutId: expect.any(String),
    });

    // Moved while Garmin is busy again: the move on the watch is queued too, and the workout says so (not failed).
    changeFake((state) => void (state.busyCalls = 1));
    const newDay = workouts.find((w: { day: string | null }) => w.day && w.day !== workouts[0].day)!.day;
    const moved = await call(athlete.cookie, 'POST', `/api/workouts/${workouts[0].id}/schedule`, { date: newDay });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ day: newDay, garminSyncStatus: 'sending' });
    expect(moved.body.garminSyncError ?? null).toBeNull();
  });

  it('a 401 on a token we thought valid: refresh once and retry; moving the workout moves it on the watch', async () => {
    const athlete = await athleteWithPlan(3);
    const garminUser = `garmin-401-${athlete.user.id}`;
    await connectGarmin(athlete, { garminUser });
    const { workouts } = await readyWeek(athlete);
    const before = await open((await rawItem(keys.garminConnection(athlete.user.id)))!.tokens);
    changeFake((state) => void (state.accessTokens[before.accessToken].expiresAt = 0));
    const sent = await call(athlete.cookie, 'POST', '/api/garmin/workout', {
      workoutId: workouts[0].id,
      scheduleDate: workouts[0].day,
    });
    expect(sent.status).toBe(200);
    expect((await open((await rawItem(keys.garminConnection(athlete.user.id)))!.tokens)).refreshToken).not.toBe(
      before.refreshToken,
    );

    const newDay = workouts.find((w: { day: string | null }) => w.day && w.day !== workouts[0].day)!.day;
    expect(
      (await call(athlete.cookie, 'POST', `/api/workouts/${workouts[0].id}/schedule`, { date: newDay })).status,
    ).toBe(200);
    const schedules = Object.values(
      fakeState().schedules as Record<string, { garminUserId: string; date: string }>,
    ).filter((x) => x.garminUserId === garminUser);
    expect(schedules.map((x) => x.date)).toEqual([newDay]);
  });

  it('deleting a workout Garmin will not delete answers deletedFromGarmin false', async () => {
    const athlete = await athleteWithPlan(3);
    const garminUser = `garmin-gone-away-${athlete.user.id}`;
    await connectGarmin(athlete, { garminUser });
    const { workouts } = await readyWeek(athlete);
    await call(athlete.cookie, 'POST', '/api/garmin/workout', {
      workoutId: workouts[1].id,
      scheduleDate: workouts[1].day,
    });
    changeFake((state) => void (state.users[garminUser].registered = false));
    expect((await call(athlete.cookie, 'DELETE', `/api/workout/${workouts[1].id}`)).body).toEqual({
      success: true,
      deletedFromGarmin: false,
      wasOnGarmin: true,
    });
  });
});

describe('pushes from Garmin', () => {
  it('refuses a push without the secret token or the client id', async () => {
    expect((await push('activities', { activities: [] }, { token: 'wrong-token' })).status).toBe(403);
    expect((await push('activities', { activities: [] }, { clientId: null })).status).toBe(403);
    expect((await push('activities', { activities: [] }, { clientId: 'someone-else' })).status).toBe(403);
    expect((await push('activities', { activities: [] })).status).toBe(200);
  });

  it('stores an activity once however often it is pushed, completes the matching workout, ignores unknown users', async () => {
    const athlete = await athleteWithPlan(3);
    const garminUser = `garmin-push-${athlete.user.id}`;
    await connectGarmin(athlete, { garminUser });
    const { past } = await weekEndingToday(athlete);
    const target = past.find(
      (w: { workoutDetails: { sport: string } }) => w.workoutDetails.sport !== 'STRENGTH_TRAINING',
    )!;
    const sport = { RUNNING: 'RUNNING', CYCLING: 'ROAD_BIKING', SWIMMING: 'LAP_SWIMMING' }[
      target.workoutDetails.sport as 'RUNNING'
    ];
    const summary = {
      userId: garminUser,
      summaryId: `s-${Date.now()}`,
      activityType: sport,
      activityName: 'Morning session',
      startTimeInSeconds: Math.floor(Date.parse(`${target.day}T07:00:00Z`) / 1000),
      durationInSeconds: target.workoutDetails.estimatedDurationInSecs,
      distanceInMeters: 5000,
      averageHeartRateInBeatsPerMinute: 140,
    };
    const unknown = { ...summary, userId: 'garmin-nobody', summaryId: 'other' };
    expect((await push('activities', { activities: [summary, unknown] })).status).toBe(200);
    expect((await push('activities', { activities: [summary] })).status).toBe(200);
    // Answered at once; the push job records them.
    expect((await call(athlete.cookie, 'GET', `/api/workouts/${target.id}`)).body.isCompleted).toBe(false);
    await drainPushes();
    const activities = (await call(athlete.cookie, 'GET', `/api/activities?from=${target.day}&to=${target.day}`)).body;
    expect(activities.filter((a: { id: string }) => a.id === `garmin-${summary.summaryId}`)).toHaveLength(1);
    const done = (await call(athlete.cookie, 'GET', `/api/workouts/${target.id}`)).body;
    expect(done.isCompleted).toBe(true);
    expect((await status(athlete.cookie)).lastActivityAt).toEqual(expect.any(String));
  });

  it('ignores a deregistration older than the connection, and disconnects on a current one', async () => {
    const user = await createTestUser({ onboardingStatus: '5' });
    const garminUser = `garmin-dereg-${user.user.id}`;
    await connectGarmin(user, { garminUser });
    await push('deregistrations', {
      deregistrations: [{ userId: garminUser, deregistrationTimeInSeconds: Math.floor(Date.now() / 1000) - 3600 }],
    });
    await drainPushes();
    expect((await status(user.cookie)).connected).toBe(true);
    await push('permissions', {
      userPermissionsChange: [
        { userId: garminUser, permissions: ['ACTIVITY_EXPORT'], changeTimeInSeconds: Math.floor(Date.now() / 1000) },
      ],
    });
    await drainPushes();
    expect(await status(user.cookie)).toMatchObject({ permissions: ['ACTIVITY_EXPORT'], missingWorkoutImport: true });
    await push('deregistrations', {
      deregistrations: [{ userId: garminUser, deregistrationTimeInSeconds: Math.floor(Date.now() / 1000) + 1 }],
    });
    await drainPushes();
    expect((await status(user.cookie)).connected).toBe(false);
    expect((await call(user.cookie, 'GET', '/api/user')).body.garminConnected).toBe(false);
  });
});

describe('deregistration', () => {
  it('disconnecting works while Garmin is down: the job keeps the failure visible, then tells Garmin when it is back', async () => {
    const user = await createTestUser({ onboardingStatus: '5' });
    const garminUser = `garmin-down-${user.user.id}`;
    await connectGarmin(user, { garminUser });
    expect((await call(user.cookie, 'DELETE', '/api/garmin')).status).toBe(204);
    expect((await status(user.cookie)).connected).toBe(false);

    const platform = createPlatform();
    const healthy = createGarminModule(platform);
    const down = createGarminModule(platform, {
      client: {
        ...healthy.client(),
        deleteRegistration: async () => Promise.reject(new GarminHttpError(503, 'Garmin is down')),
      } as GarminClient,
    });
    await runDeregistrations(down);
    const pending = (await healthy.connections.pendingDeregistrations(100)).find((row) => row.userId === user.user.id);
    expect(pending).toMatchObject({ attempts: 1, lastError: 'Garmin is down' });
    expect(fakeState().users[garminUser].registered).toBe(true);

    await runDeregistrations(healthy);
    expect((await healthy.connections.pendingDeregistrations(100)).some((row) => row.userId === user.user.id)).toBe(
      false,
    );
    expect(fakeState().users[garminUser].registered).toBe(false);
  });

  it('deleting the account deregisters the watch', async () => {
    const user = await createTestUser({ onboardingStatus: '5' });
    await connectGarmin(user, { garminUser: `garmin-gone-${user.user.id}` });
    expect(
      (await invoke({ method: 'DELETE', path: '/api/user', cookies: [user.cookie], body: { password: user.password } }))
        .status,
    ).toBe(204);
    const rows = await createGarminModule(createPlatform()).connections.pendingDeregistrations(100);
    expect(rows.some((row) => row.userId === user.user.id)).toBe(true);
    expect(await rawItem(keys.garminUser(`garmin-gone-${user.user.id}`))).toBeUndefined();
  });
});
