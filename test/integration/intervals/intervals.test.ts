import { Decoder, Stream } from '@garmin/fitsdk';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { createPlatform } from '../../../functions/composition/platform';
import { createIntervalsModule } from '../../../functions/modules/intervals/compose';
import { runIntervalsSync } from '../../../functions/modules/intervals/sync-job';
import { createLocalKeyCipher } from '../../../functions/modules/garmin/token-cipher';
import { KEY_REFUSED } from '../../../functions/modules/intervals/intervals-service';
import { KEY_REJECTED, INTERVALS_BUSY } from '../../../functions/modules/intervals/athlete-sync';
import { createWeekServices } from '../../../functions/modules/weeks/compose';
import { invoke } from '../../support/api-event';
import { captured } from '../../support/log-capture';
import { createTestUser } from '../../support/users';
import { athleteWithPlan, call, endsToday, rawItem, readyWeek } from '../../support/week-fixtures';
import { callsTo, eventsOf, fakeAthlete, fakeIntervals, rateLimit, recordEvent } from '../../support/fake-intervals';

const intervals = () => createIntervalsModule(createPlatform());
const connect = (cookie: string, body: unknown) => call(cookie, 'PUT', '/api/intervals', body);
/** One athlete's sync as the job runs it (activities read now). */
async function sync(userId: string) {
  const module = intervals();
  const connection = await module.connections.get(userId);
  return module.sync().run(connection!, { pull: 'now' });
}
const workoutsOf = async (cookie: string, weekId: string) =>
  (await call(cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as Array<{
    id: string;
    day: string | null;
    isCompleted: boolean;
    workoutDetails: { sport: string; workoutName: string; estimatedDurationInSecs: number };
  }>;

/** An athlete with a ready week, connected; `past` moves the week so that it ends today (its sessions can be recorded). */
async function connectedAthlete(options: { past?: boolean } = {}) {
  const athlete = await athleteWithPlan(3);
  const week = await readyWeek(athlete);
  if (options.past) await endsToday(athlete.user.id);
  const account = await fakeAthlete();
  const connected = await connect(athlete.cookie, account);
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  return { ...athlete, ...week, account };
}

describe(
  'connecting intervals.icu with an athlete id and API key (against the fake intervals.icu)',
  { timeout: 120_000 },
  () => {
    it('a wrong key or another athlete id is a clear 400, and nothing is stored', async () => {
      const user = await createTestUser({ onboardingStatus: '5' });
      const account = await fakeAthlete();
      const other = await fakeAthlete();
      for (const body of [
        { ...account, apiKey: `${account.apiKey}x` },
        { athleteId: other.athleteId, apiKey: account.apiKey },
      ]) {
        const refused = await connect(user.cookie, body);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(KEY_REFUSED);
      }
      const malformed = await connect(user.cookie, { athleteId: 'bob', apiKey: account.apiKey });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toMatch(/athlete id looks like i12345/);
      expect(await rawItem(keys.intervalsConnection(user.user.id))).toBeUndefined();
      expect((await call(user.cookie, 'GET', '/api/intervals')).body).toMatchObject({
        connected: false,
        athleteId: null,
      });
    });

    it('a good key connects: stored sealed, never answered, logged or exported; the two weeks are on the calendar as FIT workouts', async () => {
      const athlete = await athleteWithPlan(3);
      const { workouts } = await readyWeek(athlete);
      const account = await fakeAthlete();
      const output = await captured(async () => {
        const connected = await connect(athlete.cookie, {
          athleteId: account.athleteId.slice(1),
          apiKey: account.apiKey,
        });
        expect(connected.status, JSON.stringify(connected.body)).toBe(200);
        expect(connected.body).toMatchObject({
          connected: true,
          athleteId: account.athleteId,
          lastSyncAt: expect.any(String),
          problem: null,
          calendarUrl: expect.stringContaining('/sandbox/intervals/calendar'),
        });
        expect(JSON.stringify(connected.body)).not.toContain(account.apiKey);
      });
      expect(output).not.toContain(account.apiKey);

      const item = await rawItem(keys.intervalsConnection(athlete.user.id));
      expect(JSON.stringify(item)).not.toContain(account.apiKey);
      expect(await createLocalKeyCipher(process.env.GARMIN_TOKEN_KEY!).openText(String(item!.apiKeySecret))).toBe(
        account.apiKey,
      );
      const exported = JSON.stringify((await call(athlete.cookie, 'GET', '/api/user/export')).body);
      expect(exported).not.toContain(account.apiKey);
      expect(exported).not.toContain(String(item!.apiKeySecret));

      const planned = workouts.filter((w: { day: string | null }) => w.day);
      const events = eventsOf(account.athleteId);
      expect(events.map((e) => e.external_id).sort()).toEqual(planned.map((w: { id: string }) => w.id).sort());
      for (const event of events) {
        const workout = planned.find((w: { id: string }) => w.id === event.external_id)!;
        expect(event).toMatchObject({
          category: 'WORKOUT',
          start_date_local: `${workout.day}T00:00:00`,
          name: workout.workoutDetails.workoutName,
          type: { CYCLING: 'Ride', RUNNING: 'Run', SWIMMING: 'Swim' }[workout.workoutDetails.sport as 'RUNNING'],
        });
        expect(event.filename).toMatch(/\.fit$/);
        const { messages, errors } = new Decoder(
          Stream.fromByteArray(Buffer.from(event.file_contents_base64!, 'base64')),
        ).read();
        expect(errors).toEqual([]);
        expect(messages.workoutMesgs?.[0]?.wktName).toBe(workout.workoutDetails.workoutName.slice(0, 40));
      }
    });

    it('a move, a modification and a delete follow on the next sync: the same events upserted by external_id, the deleted one gone', async () => {
      const { cookie, user, weekId, account } = await connectedAthlete();
      const planned = (await workoutsOf(cookie, weekId)).filter((w) => w.day);
      const [moved, modified, deleted] = planned;
      const idsBefore = new Map(eventsOf(account.athleteId).map((e) => [e.external_id, e.id]));
      const days = [...new Set(planned.map((w) => w.day!))];
      const newDay = days.find((d) => d !== moved!.day)!;

      expect((await call(cookie, 'POST', `/api/workouts/${moved!.id}/schedule`, { date: newDay })).status).toBe(200);
      const full = (await call(cookie, 'GET', `/api/workouts/${modified!.id}`)).body;
      const details = { ...full.workoutDetails, workoutName: 'Changed by the athlete' };
      expect(
        (await call(cookie, 'POST', `/api/workouts/${modified!.id}/save-modified`, { workoutDetails: details })).status,
      ).toBe(200);
      expect((await call(cookie, 'DELETE', `/api/workout/${deleted!.id}`)).status).toBe(200);

      const before = callsTo(account.athleteId).length;
      expect(await sync(user.id)).toBe('synced');
      const events = eventsOf(account.athleteId);
      expect(events.find((e) => e.external_id === moved!.id)).toMatchObject({
        id: idsBefore.get(moved!.id),
        start_date_local: `${newDay}T00:00:00`,
      });
      expect(events.find((e) => e.external_id === modified!.id)).toMatchObject({
        id: idsBefore.get(modified!.id),
        name: 'Changed by the athlete',
      });
      expect(events.find((e) => e.external_id === deleted!.id)).toBeUndefined();
      expect(events).toHaveLength(planned.length - 1);
      const upserts = callsTo(account.athleteId)
        .slice(before)
        .filter((c) => c.path.endsWith('/events/bulk'));
      expect(upserts).toHaveLength(1);

      // Nothing changed: the next run sends nothing.
      const quiet = callsTo(account.athleteId).length;
      expect(await sync(user.id)).toBe('synced');
      expect(
        callsTo(account.athleteId)
          .slice(quiet)
          .map((c) => c.path),
      ).toEqual([`/athlete/${account.athleteId}/activities`]);
    });

    it('an activity recorded on intervals.icu comes in, completes the matching workout, and is kept once with the same session from Garmin', async () => {
      const { cookie, user, weekId, account } = await connectedAthlete({ past: true });
      const planned = (await workoutsOf(cookie, weekId)).filter((w) => w.day);
      const first = planned[0]!;
      const second = planned.find((w) => w.day !== first.day)!;
      const eventFor = (id: string) => eventsOf(account.athleteId).find((e) => e.external_id === id)!;
      expect((await recordEvent(account.athleteId, eventFor(first.id).id, 50)).status).toBe(303);

      // The same session as the second recording arrived from Garmin first (the fake records at 07:00 UTC).
      const garminId = `garmin-dup-${user.id}`;
      await createWeekServices(createPlatform()).activities.record(user.id, {
        id: garminId,
        activityType: second.workoutDetails.sport,
        startTime: `${second.day}T07:00:30Z`,
        durationInSeconds: 40 * 60,
        source: 'garmin',
      });
      expect((await recordEvent(account.athleteId, eventFor(second.id).id, 40)).status).toBe(303);

      expect(await sync(user.id)).toBe('synced');
      // A second read of the same activities changes nothing.
      expect(await sync(user.id)).toBe('synced');
      const days = planned.map((w) => w.day!).sort();
      const activities = (await call(cookie, 'GET', `/api/activities?from=${days[0]}&to=${days.at(-1)}`))
        .body as Array<{ id: string; source: string; alsoFrom?: string[]; startTime: string }>;
      const recorded = fakeIntervals().athletes[account.athleteId]!.activities;
      const firstActivity = recorded.find((a) => a.paired_event_id === eventFor(first.id).id)!;
      expect(activities.filter((a) => a.id === `intervals-${firstActivity.id}`)).toHaveLength(1);
      expect((await call(cookie, 'GET', `/api/workouts/${first.id}`)).body.isCompleted).toBe(true);

      const secondActivity = recorded.find((a) => a.paired_event_id === eventFor(second.id).id)!;
      const session = activities.filter((a) => a.id === garminId || a.id === `intervals-${secondActivity.id}`);
      expect(session).toHaveLength(1);
      expect([session[0]!.source, ...(session[0]!.alsoFrom ?? [])].sort()).toEqual(['garmin', 'intervals']);
      expect((await call(cookie, 'GET', `/api/workouts/${second.id}`)).body.isCompleted).toBe(true);
      expect((await call(cookie, 'GET', '/api/intervals')).body.lastSyncAt).toEqual(expect.any(String));
    });

    it('a 429 backs off: the athlete is skipped until the backoff ends, then synced; the job paces one athlete after another', async () => {
      const { user, account } = await connectedAthlete();
      await rateLimit(1);
      expect(await sync(user.id)).toBe('busy');
      const item = await rawItem(keys.intervalsConnection(user.id));
      expect(item).toMatchObject({ backoffAttempts: 1, lastError: INTERVALS_BUSY });
      expect(Date.parse(String(item!.backoffUntil))).toBeGreaterThan(Date.now() + 50_000);

      const before = callsTo(account.athleteId).length;
      expect(await sync(user.id)).toBe('skipped');
      expect(callsTo(account.athleteId)).toHaveLength(before);

      await documentClient().send(
        new UpdateCommand({
          TableName: process.env.TABLE_NAME!,
          Key: keys.intervalsConnection(user.id),
          UpdateExpression: 'SET backoffUntil = :past, GSI1SK = :first',
          ExpressionAttributeValues: {
            ':past': new Date(Date.now() - 1000).toISOString(),
            ':first': `0000#${user.id}`,
          },
        }),
      );
      const counts = await runIntervalsSync({
        connections: intervals().connections,
        sync: intervals().sync(),
        limit: 1,
        paceMs: 0,
      });
      expect(counts.synced).toBe(1);
      expect(await rawItem(keys.intervalsConnection(user.id))).toMatchObject({
        backoffAttempts: 0,
        backoffUntil: null,
        lastError: null,
      });
    });

    it('a key revoked on intervals.icu stops the sync and says so', async () => {
      const { cookie, user, account } = await connectedAthlete();
      const state = fakeIntervals();
      state.athletes[account.athleteId]!.apiKey = 'revoked-key-0000';
      const { writeFileSync } = await import('node:fs');
      const { join } = await import('node:path');
      writeFileSync(join(process.env.FAKE_PROVIDERS_DATA_DIR!, 'fake-intervals/state.json'), JSON.stringify(state));
      expect(await sync(user.id)).toBe('key-rejected');
      expect((await call(cookie, 'GET', '/api/intervals')).body).toMatchObject({
        connected: true,
        problem: KEY_REJECTED,
      });
      expect(await sync(user.id)).toBe('skipped');
    });

    it('disconnecting removes the key and the sync; deleting the account removes it too', async () => {
      const { cookie, user } = await connectedAthlete();
      expect((await call(cookie, 'DELETE', '/api/intervals')).status).toBe(204);
      expect(await rawItem(keys.intervalsConnection(user.id))).toBeUndefined();
      expect((await call(cookie, 'GET', '/api/intervals')).body).toMatchObject({ connected: false });
      expect(await intervals().connections.get(user.id)).toBeNull();

      const other = await createTestUser({ onboardingStatus: '5' });
      expect((await connect(other.cookie, await fakeAthlete())).status).toBe(200);
      expect(await rawItem(keys.intervalsConnection(other.user.id))).toBeDefined();
      expect(
        (
          await invoke({
            method: 'DELETE',
            path: '/api/user',
            cookies: [other.cookie],
            body: { password: other.password },
          })
        ).status,
      ).toBe(204);
      expect(await rawItem(keys.intervalsConnection(other.user.id))).toBeUndefined();
    });
  },
);
