import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeActivityFit } from '../../support/activity-fit';
import { createTestUser } from '../../support/users';
import { athleteWithPlan, call, weekEndingToday } from '../../support/week-fixtures';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/activity-files/${name}`, import.meta.url));
const asFile = (name: string, bytes: Uint8Array, encoding: 'gzip' | 'none' = 'none') => ({
  name,
  encoding,
  contentBase64: Buffer.from(bytes).toString('base64'),
});
/** As the browser sends a file: gzipped with CompressionStream, then base64. */
const browserFile = (name: string) => asFile(name, gzipSync(fixture(name)), 'gzip');
const upload = (cookie: string, files: unknown[]) => call(cookie, 'POST', '/api/activities/upload', { files });
const activitiesOn = async (cookie: string, from: string, to = from) =>
  (await call(cookie, 'GET', `/api/activities?from=${from}&to=${to}`)).body as Array<Record<string, unknown>>;

const FIT_SPORT: Record<string, string> = { SWIMMING: 'swimming', CYCLING: 'cycling', RUNNING: 'running' };

describe('POST /api/activities/upload', () => {
  it('adds an uploaded run as an activity of the athlete, and only theirs', async () => {
    const a = await createTestUser({ onboardingStatus: '5' });
    const b = await createTestUser({ onboardingStatus: '5' });
    const res = await upload(a.cookie, [browserFile('garmin-fenix5-run.fit')]);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      {
        name: 'garmin-fenix5-run.fit',
        status: 'added',
        activities: [
          {
            id: expect.stringMatching(/^upload-[0-9a-f]{32}-0$/),
            activityType: 'RUNNING',
            startTime: '2017-06-11T14:34:09.000Z',
            durationInSeconds: 57,
          },
        ],
      },
    ]);
    const [stored] = await activitiesOn(a.cookie, '2017-06-11');
    expect(stored).toMatchObject({
      id: res.body.results[0].activities[0].id,
      activityType: 'RUNNING',
      source: 'upload',
      durationInSeconds: 57,
      distanceInMeters: 157.6,
      averageHeartRate: 90,
      maxHeartRate: 112,
    });
    expect(await activitiesOn(b.cookie, '2017-06-11')).toEqual([]);
  });

  it('says the same file uploaded again (plain or gzipped) is a duplicate, and keeps one activity', async () => {
    const a = await createTestUser({ onboardingStatus: '5' });
    const first = await upload(a.cookie, [asFile('ride.fit', fixture('wahoo-elemnt-bolt-ride.fit'))]);
    expect(first.body.results[0].status).toBe('added');
    const id = first.body.results[0].activities[0].id;
    const again = await upload(a.cookie, [
      browserFile('wahoo-elemnt-bolt-ride.fit'),
      asFile('ride.fit.gz', gzipSync(fixture('wahoo-elemnt-bolt-ride.fit'))),
    ]);
    expect(again.body.results.map((r: { status: string; duplicateOf?: string }) => [r.status, r.duplicateOf])).toEqual([
      ['duplicate', id],
      ['duplicate', id],
    ]);
    expect((await activitiesOn(a.cookie, '2017-08-21')).map((x) => x.id)).toEqual([id]);
  });

  it('makes one activity per discipline of a multisport file; a leg that names no sport is asked for first, nothing stored till then', async () => {
    const a = await createTestUser({ onboardingStatus: '5' });
    const race = asFile('race.fit.gz', fixture('garmin-fenix2-multisport.fit.gz'));
    // The fēnix 2 recorded the first leg as 'generic': the file does not say which sport it was.
    const asked = await upload(a.cookie, [race]);
    expect(asked.status).toBe(200);
    expect(asked.body.results[0]).toMatchObject({
      status: 'needs-sport',
      message: 'The file does not say which sport this was: choose it, and the activity is added.',
    });
    expect(asked.body.results[0].activities.map((x: { activityType: string }) => x.activityType)).toEqual([
      'OTHER',
      'RUNNING',
      'RUNNING',
      'CYCLING',
    ]);
    expect(await activitiesOn(a.cookie, '2015-08-29')).toEqual([]);

    const res = await upload(a.cookie, [{ ...race, sport: 'SWIMMING' }]);
    expect(res.body.results[0].status).toBe('added');
    expect(res.body.results[0].activities.map((x: { activityType: string }) => x.activityType)).toEqual([
      'SWIMMING',
      'RUNNING',
      'RUNNING',
      'CYCLING',
    ]);
    const stored = await activitiesOn(a.cookie, '2015-08-29');
    expect(stored.map((x) => x.activityType).sort()).toEqual(['CYCLING', 'RUNNING', 'RUNNING', 'SWIMMING']);

    // The same file again, without an answer: a duplicate of what is stored (with the sport chosen then).
    const again = await upload(a.cookie, [race]);
    expect(again.body.results[0]).toMatchObject({
      status: 'duplicate',
      duplicateOf: res.body.results[0].activities[0].id,
    });
    expect(again.body.results[0].activities[0].activityType).toBe('SWIMMING');
    expect(await activitiesOn(a.cookie, '2015-08-29')).toHaveLength(4);
  });

  it('refuses a sport that is not one of the list with a 400', async () => {
    const a = await createTestUser({ onboardingStatus: '5' });
    const res = await upload(a.cookie, [
      { ...asFile('race.fit.gz', fixture('garmin-fenix2-multisport.fit.gz')), sport: 'KAYAK' },
    ]);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Choose a sport from the list');
  });

  it('matches an upload to the planned workout of the active week and completes it', async () => {
    const a = await athleteWithPlan(1);
    const { past } = await weekEndingToday(a);
    const target = past.find((w: { workoutDetails: { sport: string } }) => FIT_SPORT[w.workoutDetails.sport]);
    const seconds = target.workoutDetails.estimatedDurationInSecs;
    const fit = encodeActivityFit({
      sport: FIT_SPORT[target.workoutDetails.sport]!,
      start: new Date(`${target.day}T07:00:00.000Z`),
      seconds,
      heartRate: () => 140,
      speed: 3,
    });
    const res = await upload(a.cookie, [asFile('morning.fit', fit)]);
    expect(res.body.results).toEqual([
      expect.objectContaining({
        status: 'matched',
        activities: [
          expect.objectContaining({
            activityType: target.workoutDetails.sport,
            matchedWorkoutName: target.workoutDetails.workoutName,
          }),
        ],
      }),
    ]);
    expect((await call(a.cookie, 'GET', `/api/workouts/${target.id}`)).body).toMatchObject({ isCompleted: true });
  });

  it('refuses each bad file with a readable reason in its own result, and stores nothing of them', async () => {
    const a = await createTestUser({ onboardingStatus: '5' });
    const bomb = gzipSync(Buffer.alloc(40 * 1024 * 1024, 0x20));
    const res = await upload(a.cookie, [
      asFile('cut.fit', fixture('garmin-fenix5-run-truncated.fit')),
      asFile('picture.fit', fixture('picture-renamed.fit')),
      asFile('route.gpx', fixture('route-no-times.gpx')),
      asFile('empty.gpx.gz', gzipSync(Buffer.alloc(0))),
      asFile('bomb.gpx', bomb, 'gzip'),
      { name: 'mangled.fit', encoding: 'none', contentBase64: 'not base64 at all!' },
      asFile('cut.tcx', fixture('garmin-fr410-run.tcx').subarray(0, 40_000)),
      browserFile('garmin-fenix5-run.fit'),
    ]);
    expect(res.status).toBe(200);
    const results = res.body.results as Array<{
      name: string;
      status: string;
      refusal?: string;
      message?: string;
      activities: unknown[];
    }>;
    expect(results.map((r) => [r.name, r.status, r.refusal])).toEqual([
      ['cut.fit', 'refused', 'truncated'],
      ['picture.fit', 'refused', 'unsupported-type'],
      ['route.gpx', 'refused', 'no-times'],
      ['empty.gpx.gz', 'refused', 'empty'],
      ['bomb.gpx', 'refused', 'too-large'],
      ['mangled.fit', 'refused', 'corrupt'],
      ['cut.tcx', 'refused', 'truncated'],
      ['garmin-fenix5-run.fit', 'added', undefined],
    ]);
    for (const refused of results.filter((r) => r.status === 'refused')) {
      expect(refused.activities).toEqual([]);
      expect(refused.message!.length).toBeGreaterThan(10);
    }
    expect(results[2]!.message).toBe('This file has no times: it looks like a route, not a recorded activity.');
    // Only the one good file became an activity (the fixtures' recordings span 2012-2017).
    expect(
      (await activitiesOn(a.cookie, '2012-01-01', '2012-12-31')).length +
        (await activitiesOn(a.cookie, '2017-01-01', '2017-12-31')).length,
    ).toBe(1);
  });

  it('answers 400 for a malformed body and 401 without a session', async () => {
    const a = await createTestUser({ onboardingStatus: '5' });
    const one = asFile('run.fit', fixture('garmin-fenix5-run.fit'));
    for (const body of [
      { files: [] },
      { files: Array.from({ length: 11 }, () => one) },
      { files: [{ ...one, encoding: 'zip' }] },
      { files: [{ name: 'x.fit', contentBase64: '' }] },
      { files: [{ ...one, extra: 1 }] },
    ]) {
      const res = await call(a.cookie, 'POST', '/api/activities/upload', body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const anonymous = await call('sid=none', 'POST', '/api/activities/upload', { files: [one] });
    expect(anonymous.status).toBe(401);
    expect(await activitiesOn(a.cookie, '2017-06-11')).toEqual([]);
  });
});
