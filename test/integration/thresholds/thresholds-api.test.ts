import { describe, expect, it } from 'vitest';
import { createPlatform } from '../../../functions/composition/platform';
import { createWeekServices } from '../../../functions/modules/weeks/compose';
import { createThresholdRepository } from '../../../functions/modules/thresholds/threshold-repository';
import type { ThresholdEstimatesView } from '@shared/schemas/threshold-api';
import type { ThresholdsView } from '@shared/schemas/thresholds';
import { keys } from '../../../functions/db/keys';
import { invoke } from '../../support/api-event';
import { activityItem, putItems, weekItem } from '../../support/progress-fixtures';
import { createTestUser } from '../../support/users';
import { call, inDays } from '../../support/handler-calls';
import { rawItem } from '../../support/week-fixtures';

const record = (
  userId: string,
  input: { activityType: string; day: string; minutes: number; km?: number; avgHr?: number; maxHr?: number },
) =>
  createWeekServices(createPlatform()).activities.record(userId, {
    activityType: input.activityType,
    startTime: `${input.day}T07:00:00.000Z`,
    durationInSeconds: input.minutes * 60,
    distanceInMeters: input.km === undefined ? null : input.km * 1000,
    averageHeartRate: input.avgHr ?? null,
    maxHeartRate: input.maxHr ?? null,
    source: 'simulation',
  });

describe('GET and PUT /api/thresholds', () => {
  it('starts empty, merges partial updates, clears with null and keeps sources', async () => {
    const a = await createTestUser();
    const empty = await call(a.cookie, 'GET', '/api/thresholds');
    expect(empty).toMatchObject({
      status: 200,
      body: {
        maxHr: null,
        thresholdHr: null,
        runThresholdPace: null,
        swimCss: null,
        ftp: null,
        sources: {},
        updatedAt: null,
      },
    });

    const first = await call(a.cookie, 'PUT', '/api/thresholds', { maxHr: 188, ftp: 240 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      maxHr: 188,
      ftp: 240,
      thresholdHr: null,
      sources: { maxHr: 'manual', ftp: 'manual' },
    });

    const second = await call(a.cookie, 'PUT', '/api/thresholds', {
      thresholdHr: 168,
      swimCss: 105,
      ftp: null,
      sources: { thresholdHr: 'estimated', swimCss: 'test' },
    });
    expect(second.body).toMatchObject({
      maxHr: 188,
      thresholdHr: 168,
      swimCss: 105,
      ftp: null,
      sources: { maxHr: 'manual', thresholdHr: 'estimated', swimCss: 'test' },
    });
    expect(second.body.sources).not.toHaveProperty('ftp');
    const stored = (await call(a.cookie, 'GET', '/api/thresholds')).body as ThresholdsView;
    expect(stored).toEqual(second.body);
    // What the other helpers import reads the same item.
    expect(await createThresholdRepository(createPlatform().db).get(a.user.id)).toEqual(stored);
  });

  it('refuses threshold HR at or above max HR, checked against the stored value, with a readable 400', async () => {
    const a = await createTestUser();
    expect((await call(a.cookie, 'PUT', '/api/thresholds', { maxHr: 180 })).status).toBe(200);
    const alone = await call(a.cookie, 'PUT', '/api/thresholds', { thresholdHr: 185 });
    expect(alone.status).toBe(400);
    expect(alone.body.message).toBe('Threshold heart rate (185 bpm) must be below max heart rate (180 bpm)');
    expect(alone.body.issues).toEqual([{ path: 'thresholdHr', message: alone.body.message }]);
    const lowerMax = await call(a.cookie, 'PUT', '/api/thresholds', { thresholdHr: 170 });
    expect(lowerMax.status).toBe(200);
    expect((await call(a.cookie, 'PUT', '/api/thresholds', { maxHr: 165 })).status).toBe(400);
    // Both in one request may move together.
    expect((await call(a.cookie, 'PUT', '/api/thresholds', { maxHr: 165, thresholdHr: 150 })).body).toMatchObject({
      maxHr: 165,
      thresholdHr: 150,
    });
  });

  it.each([
    [{}, 'Nothing to update'],
    [{ maxHr: 300 }, 'Max heart rate must be between 120 and 230 bpm'],
    [{ runThresholdPace: 245.5 }, 'Run threshold pace must be a whole number'],
    [{ ftp: '250' }, 'FTP must be a number'],
    [{ swimCss: 100, colour: 'red' }, ''],
    [{ maxHr: 180, sources: { ftp: 'test' } }, 'A source can only be given for a value sent in the same request'],
    [{ maxHr: 180, sources: { maxHr: 'guess' } }, ''],
  ])('400 for %j', async (body, text) => {
    const a = await createTestUser();
    const res = await call(a.cookie, 'PUT', '/api/thresholds', body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(text);
    expect((await call(a.cookie, 'GET', '/api/thresholds')).body.updatedAt).toBeNull();
  });

  it('401 without a session on every thresholds call', async () => {
    for (const [method, path] of [
      ['GET', '/api/thresholds'],
      ['PUT', '/api/thresholds'],
      ['POST', '/api/thresholds/estimate'],
      ['POST', '/api/thresholds/tests'],
    ] as const) {
      expect((await invoke({ method, path, body: method === 'GET' ? undefined : {} })).status).toBe(401);
    }
  });
});

describe('POST /api/thresholds/estimate from recorded activities', () => {
  it("proposes values from the athlete's best efforts, says what they rest on and what is missing, and saves nothing", async () => {
    const a = await createTestUser();
    const other = await createTestUser();
    const hardRun = await record(a.user.id, {
      activityType: 'RUNNING',
      day: inDays(-10),
      minutes: 40,
      km: 10,
      avgHr: 168,
      maxHr: 186,
    });
    await record(a.user.id, { activityType: 'RUNNING', day: inDays(-5), minutes: 60, km: 10, avgHr: 142, maxHr: 171 });
    const swim = await record(a.user.id, { activityType: 'SWIMMING', day: inDays(-3), minutes: 30, km: 1.8 });
    await record(a.user.id, { activityType: 'CYCLING', day: inDays(-2), minutes: 90, km: 45, avgHr: 140 });
    // Too old to count, and someone else's much faster efforts: neither may show up.
    await record(a.user.id, {
      activityType: 'RUNNING',
      day: inDays(-400),
      minutes: 40,
      km: 12,
      avgHr: 178,
      maxHr: 199,
    });
    await record(other.user.id, {
      activityType: 'RUNNING',
      day: inDays(-4),
      minutes: 40,
      km: 13,
      avgHr: 180,
      maxHr: 205,
    });
    await record(other.user.id, { activityType: 'SWIMMING', day: inDays(-4), minutes: 20, km: 1.6 });

    const res = await call(a.cookie, 'POST', '/api/thresholds/estimate', {});
    expect(res.status).toBe(200);
    const view = res.body as ThresholdEstimatesView;
    expect(view.activitiesRead).toBe(4);
    const byName = Object.fromEntries(view.estimates.map((e) => [e.name, e]));
    expect(byName.maxHr).toMatchObject({
      value: 186,
      basis: { activityId: hardRun.activity.id, measured: 186 },
      missing: null,
    });
    expect(byName.thresholdHr).toMatchObject({
      value: 168,
      basis: { activityId: hardRun.activity.id, sport: 'RUNNING' },
    });
    // 10 km in 40 min (4:00/km) carried to one hour with Riegel: 240 / (40/60)^0.0566 = 4:06/km.
    expect(byName.runThresholdPace).toMatchObject({
      value: 246,
      basis: { activityId: hardRun.activity.id, measured: 240 },
    });
    expect(byName.swimCss).toMatchObject({ value: 100, basis: { activityId: swim.activity.id, measured: 100 } });
    expect(byName.ftp).toEqual({ name: 'ftp', value: null, basis: null, missing: 'noPower' });
    expect((await call(a.cookie, 'GET', '/api/thresholds')).body.updatedAt).toBeNull();

    const some = await call(a.cookie, 'POST', '/api/thresholds/estimate', { names: ['swimCss'] });
    expect(some.body.estimates.map((e: { name: string }) => e.name)).toEqual(['swimCss']);
    expect((await call(a.cookie, 'POST', '/api/thresholds/estimate', { names: ['vo2'] })).status).toBe(400);
  });

  it('an athlete without activities gets every value missing', async () => {
    const a = await createTestUser();
    const res = await call(a.cookie, 'POST', '/api/thresholds/estimate', {});
    expect(res.body.activitiesRead).toBe(0);
    expect(res.body.estimates.map((e: { missing: string }) => e.missing)).toEqual([
      'noHeartRate',
      'noHeartRate',
      'noRuns',
      'noSwims',
      'noPower',
    ]);
  });
});

describe('GET /api/progress reads the thresholds', () => {
  it("the load's threshold HR is the athlete's own once stored, from age before", async () => {
    const a = await createTestUser();
    expect((await call(a.cookie, 'PATCH', '/api/user', { birthdate: '1986-01-01' })).status).toBe(200);
    const day = inDays(-3);
    await record(a.user.id, { activityType: 'RUNNING', day, minutes: 60, km: 11, avgHr: 150 });
    const range = `/api/progress?from=${inDays(-6)}&to=${inDays(0)}`;
    const before = (await call(a.cookie, 'GET', range)).body;
    expect(before.load.heartRate).toMatchObject({ source: 'age' });

    expect((await call(a.cookie, 'PUT', '/api/thresholds', { thresholdHr: 150 })).status).toBe(200);
    const after = (await call(a.cookie, 'GET', range)).body;
    expect(after.load.heartRate).toMatchObject({ threshold: 150, source: 'thresholdHr' });
    // One hour at threshold HR: 100 points.
    expect(after.load.days.find((d: { date: string }) => d.date === day)).toMatchObject({ load: 100 });
  });
});

describe('finished weeks keep their load only while the threshold HR is the same', () => {
  it("a new threshold HR recomputes a stored week's load and stores it again", async () => {
    const a = await createTestUser();
    expect((await call(a.cookie, 'PATCH', '/api/user', { birthdate: '1986-01-01' })).status).toBe(200);
    const monday = (() => {
      const d = new Date(`${inDays(-21)}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
      return d.toISOString().slice(0, 10);
    })();
    const week = weekItem(a.user.id, monday);
    await putItems([week, activityItem(a.user.id, monday, 'RUNNING', 60, 11, 150)]);
    const range = `/api/progress?from=${monday}&to=${inDays(0)}`;
    const byAge = (await call(a.cookie, 'GET', range)).body.weeks.find((w: { weekId: string }) => w.weekId === week.id);
    const storedByAge = (await rawItem(keys.week(a.user.id, week.id)))!.progress;
    expect(storedByAge).toMatchObject({ load: byAge.load, hrThreshold: expect.any(Number) });
    expect(
      (await call(a.cookie, 'GET', range)).body.weeks.find((w: { weekId: string }) => w.weekId === week.id),
    ).toMatchObject({ stored: true });

    expect((await call(a.cookie, 'PUT', '/api/thresholds', { thresholdHr: 150 })).status).toBe(200);
    const own = (await call(a.cookie, 'GET', range)).body.weeks.find((w: { weekId: string }) => w.weekId === week.id);
    expect(own).toMatchObject({ load: 100, stored: false });
    expect((await rawItem(keys.week(a.user.id, week.id)))!.progress).toMatchObject({ load: 100, hrThreshold: 150 });
  });
});
