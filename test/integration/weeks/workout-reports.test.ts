import { beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../../functions/composition/platform';
import { createWeekServices } from '../../../functions/modules/weeks/compose';
import type { ActivityView, WorkoutView } from '@shared/schemas/weeks';
import { addDays } from '@shared/calendar/days';
import { connectGarmin, drainPushes, push } from '../../support/garmin-flow';
import { athleteWithPlan, call, readyWeek } from '../../support/week-fixtures';

type Athlete = Awaited<ReturnType<typeof athleteWithPlan>>;
const services = () => createWeekServices(createPlatform());
const today = () => new Date().toISOString().slice(0, 10);
const activitiesOn = async (a: Athlete, day: string) =>
  (await call(a.cookie, 'GET', `/api/activities?from=${day}&to=${day}`)).body as ActivityView[];
const workout = async (a: Athlete, id: string) =>
  (await call(a.cookie, 'GET', `/api/workouts/${id}`)).body as WorkoutView;

/** A week that started 8 days ago (so every workout's day has passed), with distinct workouts to report. */
async function pastWeek(a: Athlete) {
  const { weekId } = await readyWeek(a, 'classic', '');
  await services().mover.moveActive(a.user.id, addDays(today(), -8));
  const workouts = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as WorkoutView[];
  return { weekId, workouts };
}

describe('reporting planned workouts by hand', () => {
  let a: Athlete;
  let workouts: WorkoutView[];

  beforeAll(async () => {
    a = await athleteWithPlan(2);
    ({ workouts } = await pastWeek(a));
  }, 60_000);

  it('a past workout nobody reported is "not reported", never "missed", without a watch', async () => {
    expect(workouts.length).toBeGreaterThanOrEqual(5);
    expect(new Set(workouts.map((w) => w.outcome))).toEqual(new Set(['not-reported']));
  });

  it('done as planned: a manual activity of the planned sport and duration on its day completes the workout; undo removes both', async () => {
    const w = workouts[0]!;
    const res = await call(a.cookie, 'POST', `/api/workouts/${w.id}/report`, { status: 'done' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: w.id,
      isCompleted: true,
      outcome: 'done',
      report: { status: 'done', activityId: expect.any(String) },
    });
    const [logged] = (await activitiesOn(a, w.day!)).filter((x) => x.id === res.body.report.activityId);
    expect(logged).toMatchObject({
      source: 'manual',
      activityType: w.workoutDetails.sport,
      durationInSeconds: w.workoutDetails.estimatedDurationInSecs,
      matchedWorkoutId: w.id,
    });
    expect(res.body.matchedActivityId).toBe(logged!.id);

    const undone = await call(a.cookie, 'DELETE', `/api/workouts/${w.id}/report`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ isCompleted: false, outcome: 'not-reported' });
    expect(undone.body.report).toBeUndefined();
    expect(undone.body.matchedActivityId).toBeUndefined();
    expect((await activitiesOn(a, w.day!)).filter((x) => x.source === 'manual')).toEqual([]);
    expect((await call(a.cookie, 'DELETE', `/api/workouts/${w.id}/report`)).status).toBe(409);
  });

  it('done, but different: the activity carries what the athlete gave; a new report replaces the old one', async () => {
    const w = workouts[1]!;
    const res = await call(a.cookie, 'POST', `/api/workouts/${w.id}/report`, {
      status: 'changed',
      durationMinutes: 42,
      distanceKm: 8.4,
      averageHeartRate: 151,
      rpe: 7,
      feel: 'hard',
      note: ' legs heavy ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      isCompleted: true,
      outcome: 'done',
      report: { status: 'changed', feel: 'hard', note: 'legs heavy' },
    });
    const [logged] = (await activitiesOn(a, w.day!)).filter((x) => x.id === res.body.report.activityId);
    expect(logged).toMatchObject({
      source: 'manual',
      durationInSeconds: 2520,
      distanceInMeters: 8400,
      averageHeartRate: 151,
      rpe: 7,
      note: 'legs heavy',
    });

    const skipped = await call(a.cookie, 'POST', `/api/workouts/${w.id}/report`, {
      status: 'skipped',
      reason: 'no-time',
    });
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({
      isCompleted: false,
      outcome: 'skipped',
      report: { status: 'skipped', reason: 'no-time' },
    });
    expect((await activitiesOn(a, w.day!)).filter((x) => x.source === 'manual')).toEqual([]);
  });

  it('skipped with a reason: no activity, not completed; undo makes it not reported again', async () => {
    const w = workouts[2]!;
    const res = await call(a.cookie, 'POST', `/api/workouts/${w.id}/report`, {
      status: 'skipped',
      reason: 'sick',
      note: 'flu',
    });
    expect(res.body).toMatchObject({
      isCompleted: false,
      outcome: 'skipped',
      report: { status: 'skipped', reason: 'sick', note: 'flu' },
    });
    expect((await activitiesOn(a, w.day!)).filter((x) => x.source === 'manual')).toEqual([]);
    expect((await workout(a, w.id)).outcome).toBe('skipped');
    const undone = await call(a.cookie, 'DELETE', `/api/workouts/${w.id}/report`);
    expect(undone.body).toMatchObject({ isCompleted: false, outcome: 'not-reported' });
  });

  it('refuses bad bodies with readable messages', async () => {
    const w = workouts[3]!;
    const cases: Array<[unknown, RegExp]> = [
      [{ status: 'finished' }, /status must be 'done', 'changed' or 'skipped'/],
      [{ status: 'skipped' }, /Choose why the session was skipped/],
      [{ status: 'skipped', reason: 'lazy' }, /Choose why the session was skipped/],
      [{ status: 'changed' }, /Duration must be a number of minutes/],
      [{ status: 'changed', durationMinutes: 0 }, /at least 1 minute/],
      [{ status: 'changed', durationMinutes: 30, rpe: 11 }, /RPE must be 1-10/],
      [{ status: 'changed', durationMinutes: 30, averageHeartRate: 20 }, /at least 30 bpm/],
      [{ status: 'done', durationMinutes: 30 }, /./],
    ];
    for (const [body, message] of cases) {
      const res = await call(a.cookie, 'POST', `/api/workouts/${w.id}/report`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toMatch(message);
    }
    expect((await workout(a, w.id)).report).toBeUndefined();
  });

  it("another athlete's workout and activity ids are 404", async () => {
    const b = await athleteWithPlan(1);
    const w = workouts[3]!;
    const logged = await call(a.cookie, 'POST', `/api/workouts/${w.id}/report`, { status: 'done' });
    expect((await call(b.cookie, 'POST', `/api/workouts/${w.id}/report`, { status: 'done' })).status).toBe(404);
    expect((await call(b.cookie, 'DELETE', `/api/workouts/${w.id}/report`)).status).toBe(404);
    expect((await call(b.cookie, 'DELETE', `/api/activities/${logged.body.report.activityId}`)).status).toBe(404);
    expect((await workout(a, w.id)).isCompleted).toBe(true);
  });

  it('deleting a logged activity opens its workout again', async () => {
    const w = workouts[3]!;
    const id = (await workout(a, w.id)).report!.activityId!;
    const res = await call(a.cookie, 'DELETE', `/api/activities/${id}`);
    expect(res.status).toBe(200);
    expect(await workout(a, w.id)).toMatchObject({ isCompleted: false, outcome: 'not-reported' });
    expect((await workout(a, w.id)).report).toBeUndefined();
    expect((await call(a.cookie, 'DELETE', `/api/activities/${id}`)).status).toBe(404);
  });
});

describe('logging a session that was not planned', () => {
  it('a manual activity, matched to the planned workout it fits; strength and other sports stay unplanned; delete un-completes', async () => {
    const a = await athleteWithPlan(1);
    const { workouts } = await pastWeek(a);
    const w = workouts.find((x) => x.day)!;
    const res = await call(a.cookie, 'POST', '/api/activities', {
      sport: w.workoutDetails.sport,
      date: w.day,
      startTime: '18:30',
      durationMinutes: 50,
      distanceKm: 20,
      rpe: 5,
      utcOffsetMinutes: 60,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      completedWorkoutId: w.id,
      duplicateOf: null,
      activity: {
        source: 'manual',
        startTime: `${w.day}T17:30:00.000Z`,
        durationInSeconds: 3000,
        distanceInMeters: 20_000,
        rpe: 5,
      },
    });
    expect(await workout(a, w.id)).toMatchObject({
      isCompleted: true,
      outcome: 'done',
      matchedActivityId: res.body.activity.id,
    });

    const gym = await call(a.cookie, 'POST', '/api/activities', {
      sport: 'STRENGTH_TRAINING',
      date: w.day,
      durationMinutes: 45,
      note: 'Core',
    });
    expect(gym.status).toBe(201);
    expect(gym.body).toMatchObject({
      completedWorkoutId: null,
      activity: { activityType: 'STRENGTH_TRAINING', note: 'Core' },
    });

    expect((await call(a.cookie, 'DELETE', `/api/activities/${res.body.activity.id}`)).status).toBe(200);
    expect(await workout(a, w.id)).toMatchObject({ isCompleted: false, outcome: 'not-reported' });
    expect((await activitiesOn(a, w.day!)).map((x) => x.activityType)).toEqual(['STRENGTH_TRAINING']);

    for (const [body, message] of [
      [{ sport: 'YOGA', date: w.day, durationMinutes: 30 }, /Choose a sport from the list/],
      [{ sport: 'RUNNING', date: '17/11/2026', durationMinutes: 30 }, /YYYY-MM-DD/],
      [{ sport: 'RUNNING', date: w.day, startTime: '25:00', durationMinutes: 30 }, /Start time must be HH:MM/],
      [{ sport: 'RUNNING', date: w.day, durationMinutes: 30, distanceKm: -1 }, /Distance cannot be negative/],
      [{ sport: 'RUNNING', date: w.day }, /Duration must be a number of minutes/],
    ] as const) {
      const bad = await call(a.cookie, 'POST', '/api/activities', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(bad.body)).toMatch(message);
    }
  });
});

describe('the same session from a watch and by hand', () => {
  it('is one activity whichever came first: the richer record kept, the other source noted; a watch activity cannot be deleted here', async () => {
    const a = await athleteWithPlan(1);
    const garminUser = `garmin-report-${a.user.id}`;
    await connectGarmin(a, { garminUser });
    const { workouts } = await pastWeek(a);
    const [first, second] =
      workouts.filter((w) => w.day && w.workoutDetails.sport === 'RUNNING').length >= 2
        ? workouts.filter((w) => w.workoutDetails.sport === 'RUNNING')
        : workouts;
    const garminType = {
      RUNNING: 'RUNNING',
      CYCLING: 'ROAD_BIKING',
      SWIMMING: 'LAP_SWIMMING',
      STRENGTH_TRAINING: 'STRENGTH_TRAINING',
    };
    const summary = (w: WorkoutView, id: string, at: string, secs: number) => ({
      userId: garminUser,
      summaryId: id,
      activityType: garminType[w.workoutDetails.sport],
      startTimeInSeconds: Math.floor(Date.parse(`${w.day}T${at}Z`) / 1000),
      durationInSeconds: secs,
      distanceInMeters: 9000,
      averageHeartRateInBeatsPerMinute: 148,
      maxHeartRateInBeatsPerMinute: 170,
    });

    // The watch first, then the athlete logs the same run by hand (a minute later, 5 % longer).
    await push('activities', { activities: [summary(first!, `r1-${a.user.id}`, '07:00:00', 3600)] });
    await drainPushes();
    const logged = await call(a.cookie, 'POST', '/api/activities', {
      sport: first!.workoutDetails.sport,
      date: first!.day,
      startTime: '07:01',
      durationMinutes: 63,
      rpe: 6,
      note: 'windy',
    });
    expect(logged.status).toBe(201);
    expect(logged.body).toMatchObject({
      duplicateOf: `garmin-r1-${a.user.id}`,
      activity: { id: `garmin-r1-${a.user.id}`, source: 'garmin', alsoFrom: ['manual'] },
    });
    const day1 = await activitiesOn(a, first!.day!);
    expect(day1.filter((x) => x.activityType === first!.workoutDetails.sport)).toHaveLength(1);
    expect(await workout(a, first!.id)).toMatchObject({
      isCompleted: true,
      matchedActivityId: `garmin-r1-${a.user.id}`,
      outcome: 'done',
    });
    expect((await call(a.cookie, 'POST', `/api/workouts/${first!.id}/report`, { status: 'done' })).body.message).toBe(
      'Already completed by a recorded activity',
    );
    expect(
      (await call(a.cookie, 'POST', `/api/workouts/${first!.id}/report`, { status: 'skipped', reason: 'no-time' }))
        .status,
    ).toBe(409);
    const refused = await call(a.cookie, 'DELETE', `/api/activities/garmin-r1-${a.user.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/came from Garmin and would come back/);

    // By hand first ('done as planned', no time), then the watch's recording of it: the recording replaces the log.
    const done = await call(a.cookie, 'POST', `/api/workouts/${second!.id}/report`, { status: 'done' });
    expect(done.status).toBe(200);
    await push('activities', {
      activities: [summary(second!, `r2-${a.user.id}`, '06:15:00', second!.workoutDetails.estimatedDurationInSecs)],
    });
    await drainPushes();
    const day2 = (await activitiesOn(a, second!.day!)).filter((x) => x.activityType === second!.workoutDetails.sport);
    expect(day2).toHaveLength(1);
    expect(day2[0]).toMatchObject({
      id: `garmin-r2-${a.user.id}`,
      source: 'garmin',
      alsoFrom: ['manual'],
      matchedWorkoutId: second!.id,
    });
    const after = await workout(a, second!.id);
    expect(after).toMatchObject({
      isCompleted: true,
      matchedActivityId: `garmin-r2-${a.user.id}`,
      report: { status: 'done' },
    });
    expect(after.report!.activityId).toBeUndefined();
  });

  it('a past silent workout is "missed" once a watch delivered activities on or after its day', async () => {
    const a = await athleteWithPlan(1);
    const garminUser = `garmin-missed-${a.user.id}`;
    await connectGarmin(a, { garminUser });
    const { weekId, workouts } = await pastWeek(a);
    const lastDay = workouts
      .map((w) => w.day!)
      .sort()
      .at(-1)!;
    await push('activities', {
      activities: [
        {
          userId: garminUser,
          summaryId: `m-${a.user.id}`,
          activityType: 'WALKING',
          startTimeInSeconds: Math.floor(Date.parse(`${lastDay}T09:00:00Z`) / 1000),
          durationInSeconds: 1200,
        },
      ],
    });
    await drainPushes();
    const list = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as WorkoutView[];
    expect(new Set(list.map((w) => w.outcome))).toEqual(new Set(['missed']));
  });
});
