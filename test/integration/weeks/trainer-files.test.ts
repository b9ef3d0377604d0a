import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkoutView } from '@shared/schemas/weeks';
import { createTestUser } from '../../support/users';
import { readCourse } from '../../support/trainer-readers/course-reader';
import { expectCourse, expectZwo } from '../../support/trainer-readers/expect-steps';
import { readZwo } from '../../support/trainer-readers/zwo-reader';
import { BIKE, BIKE_EXPECTED, RUN, RUN_EXPECTED, SWIM, THRESHOLDS } from '../../support/trainer-fixtures';
import { athleteWithPlan, call, readyWeek } from '../../support/week-fixtures';

const bytes = (res: { raw: { body?: string } }) => Buffer.from(res.raw.body ?? '', 'base64');
const text = (res: { raw: { body?: string } }) => bytes(res).toString('utf8');

type Athlete = Awaited<ReturnType<typeof athleteWithPlan>>;
let a: Athlete;
let week: { weekId: string; workouts: WorkoutView[] };
let bike: string;
let run: string;
let swim: string;

beforeAll(async () => {
  a = await athleteWithPlan(1);
  week = await readyWeek(a);
  expect(week.workouts.length).toBeGreaterThanOrEqual(3);
  [bike, run, swim] = week.workouts.map((w) => w.id);
  for (const [id, details] of [
    [bike, BIKE],
    [run, RUN],
    [swim, SWIM],
  ] as const) {
    expect(
      (await call(a.cookie, 'POST', `/api/workouts/${id}/save-modified`, { workoutDetails: details })).status,
    ).toBe(200);
  }
  const { maxHr, thresholdHr, runThresholdPace, ftp } = THRESHOLDS;
  expect((await call(a.cookie, 'PUT', '/api/thresholds', { maxHr, thresholdHr, runThresholdPace, ftp })).status).toBe(
    200,
  );
}, 60_000);

describe('GET /api/workouts/{id}/file', () => {
  it('Zwift (the default), ERG and MRC downloads hold the workout step by step, named after it', async () => {
    const zwo = await call(a.cookie, 'GET', `/api/workouts/${bike}/file`);
    expect(zwo.status).toBe(200);
    expect(zwo.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(zwo.headers['content-disposition']).toBe('attachment; filename="Bike-Threshold-Friends.zwo"');
    expectZwo(readZwo(text(zwo)), BIKE_EXPECTED);

    const erg = await call(a.cookie, 'GET', `/api/workouts/${bike}/file?format=erg`);
    expect(erg.status).toBe(200);
    expect(erg.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(erg.headers['content-disposition']).toBe('attachment; filename="Bike-Threshold-Friends.erg"');
    const course = readCourse(text(erg));
    expect(course.settings.FTP).toBe('250');
    expectCourse(course.segments, BIKE_EXPECTED, 250);

    const mrc = await call(a.cookie, 'GET', `/api/workouts/${bike}/file?format=mrc`);
    expect(mrc.headers['content-disposition']).toBe('attachment; filename="Bike-Threshold-Friends.mrc"');
    expectCourse(readCourse(text(mrc)).segments, BIKE_EXPECTED, 100);

    const runFile = readZwo(text(await call(a.cookie, 'GET', `/api/workouts/${run}/file?format=zwo`)));
    expect(runFile.sportType).toBe('run');
    expectZwo(runFile, RUN_EXPECTED);
    const polish = readZwo(text(await call(a.cookie, 'GET', `/api/workouts/${run}/file?format=zwo&lang=pl`)));
    expect(polish.messages.map((m) => m.text)).toContain('Relax · Biegnij według tętna: strefa 2 (136–142 bpm)');
  });

  it("another athlete's workout is a 404; a bad format a 400; a format the sport has none of a 409", async () => {
    const b = await createTestUser({ onboardingStatus: '5' });
    for (const format of ['zwo', 'erg', 'mrc']) {
      const res = await call(b.cookie, 'GET', `/api/workouts/${bike}/file?format=${format}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: expect.any(String) });
    }
    expect((await call(a.cookie, 'GET', `/api/workouts/${bike}/file?format=fit`)).status).toBe(400);
    expect((await call(a.cookie, 'GET', `/api/workouts/${swim}/file?format=zwo`)).status).toBe(409);
    expect((await call(a.cookie, 'GET', `/api/workouts/${run}/file?format=erg`)).status).toBe(409);
  });

  it('ERG without an FTP is a 409 that says what it needs; MRC still downloads', async () => {
    expect((await call(a.cookie, 'PUT', '/api/thresholds', { ftp: null })).status).toBe(200);
    try {
      const erg = await call(a.cookie, 'GET', `/api/workouts/${bike}/file?format=erg`);
      expect(erg.status).toBe(409);
      expect(erg.headers['content-type']).toMatch(/application\/json/);
      expect(erg.body).toMatchObject({ reason: 'ftp-required', message: expect.stringContaining('Settings > Zones') });
      expect((await call(a.cookie, 'GET', `/api/weeks/${week.weekId}/files?format=erg`)).status).toBe(409);
      const mrc = await call(a.cookie, 'GET', `/api/workouts/${bike}/file?format=mrc`);
      expect(mrc.status).toBe(200);
      expectCourse(readCourse(text(mrc)).segments, BIKE_EXPECTED, 100);
    } finally {
      await call(a.cookie, 'PUT', '/api/thresholds', { ftp: THRESHOLDS.ftp });
    }
  });
});

describe('GET /api/weeks/{weekId}/files', () => {
  it('one zip with every workout of the week the format carries, each file readable', async () => {
    const workouts = (await call(a.cookie, 'GET', `/api/weeks/${week.weekId}/workouts`)).body as WorkoutView[];
    const res = await call(a.cookie, 'GET', `/api/weeks/${week.weekId}/files?format=zwo`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="tricoach-week-\d{4}-\d{2}-\d{2}-zwo\.zip"$/,
    );
    const entries = unzipSync(new Uint8Array(bytes(res)));
    const riders = workouts.filter((w) => w.workoutDetails.sport !== 'SWIMMING');
    expect(Object.keys(entries)).toHaveLength(riders.length);
    for (const [name, data] of Object.entries(entries)) {
      expect(name).toMatch(/^(\d{4}-\d{2}-\d{2}|unscheduled)-[\w-]+\.zwo$/);
      const file = readZwo(new TextDecoder().decode(data));
      const workout = riders.find((w) => w.workoutDetails.workoutName === file.name);
      expect(workout, `${name} is one of the week's workouts`).toBeTruthy();
      expect(file.sportType).toBe(workout!.workoutDetails.sport === 'RUNNING' ? 'run' : 'bike');
    }

    const erg = unzipSync(
      new Uint8Array(bytes(await call(a.cookie, 'GET', `/api/weeks/${week.weekId}/files?format=erg`))),
    );
    const bikes = workouts.filter((w) => w.workoutDetails.sport === 'CYCLING');
    expect(Object.keys(erg)).toHaveLength(bikes.length);
    const ours = Object.entries(erg).find(([name]) => name.endsWith('-Bike-Threshold-Friends.erg'));
    expectCourse(readCourse(new TextDecoder().decode(ours![1])).segments, BIKE_EXPECTED, 250);
  });

  it("another athlete's week is a 404", async () => {
    const b = await createTestUser({ onboardingStatus: '5' });
    expect((await call(b.cookie, 'GET', `/api/weeks/${week.weekId}/files?format=zwo`)).status).toBe(404);
  });
});
