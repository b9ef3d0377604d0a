import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import type { ProgressView } from '@shared/schemas/progress';
import { countDynamoRequests } from '../../../bench/lib/dynamo-counter';
import { FIGURES_VERSION } from '../../../functions/modules/progress/progress-repository';
import { createTestUser, type TestUser } from '../../support/users';
import { call } from '../../support/handler-calls';
import { rawItem } from '../../support/week-fixtures';
import {
  activityItem,
  fitnessItem,
  planItem,
  putItems,
  weekItem,
  workoutItem,
  automaticDeliveryItem,
} from '../../support/progress-fixtures';

const RANGE = '/api/progress?from=2025-01-06&to=2025-02-02';
let athlete: TestUser;
let weeks: Record<'w1' | 'w2' | 'w3' | 'w4', ReturnType<typeof weekItem>>;
let w1Workouts: ReturnType<typeof workoutItem>[];

/**
 * The hand-computed athlete (numbers worked out in the comments): born 1985-01-01, so 40 on 2025-02-02:
 * max HR 208 - 0.7 * 40 = 180, threshold round(180 * 0.89) = 160.
 */
beforeAll(async () => {
  athlete = await createTestUser();
  expect((await call(athlete.cookie, 'PATCH', '/api/user', { birthdate: '1985-01-01' })).status).toBe(200);
  const id = athlete.user.id;
  weeks = {
    w1: weekItem(id, '2025-01-06'),
    w2: weekItem(id, '2025-01-13'),
    w3: weekItem(id, '2025-01-20', { deleted: true }),
    w4: weekItem(id, '2025-01-27', { active: true }),
  };
  w1Workouts = [
    workoutItem(id, weeks.w1.id, '2025-01-06', 'RUNNING', 60, true),
    workoutItem(id, weeks.w1.id, '2025-01-08', 'CYCLING', 90, true),
    workoutItem(id, weeks.w1.id, '2025-01-10', 'SWIMMING', 45, false),
  ];
  await putItems([
    planItem(id, {
      planStarts: '2025-01-06',
      eventDate: '2025-06-29',
      totalWeeks: 25,
      phases: [
        ['Base', '2025-01-06', '2025-02-16'],
        ['Build', '2025-02-17', '2025-05-25'],
        ['Taper', '2025-05-26', '2025-06-29'],
      ],
    }),
    ...Object.values(weeks),
    ...w1Workouts,
    workoutItem(id, weeks.w2.id, '2025-01-14', 'RUNNING', 60, true),
    workoutItem(id, weeks.w2.id, '2025-01-16', 'RUNNING', 40, false),
    workoutItem(id, weeks.w3.id, '2025-01-21', 'RUNNING', 40, false),
    workoutItem(id, weeks.w4.id, '2025-01-29', 'CYCLING', 60, false),
    // Warm-up before the range: 64 + 3 h * 0.72^2 * 100 = 155.52 + 2 h * 64 = 128.
    activityItem(id, '2024-12-20', 'RUNNING', 60, 12),
    activityItem(id, '2024-12-27', 'CYCLING', 180),
    activityItem(id, '2025-01-01', 'RUNNING', 120),
    // In the range: (144 / 160)^2 * 100 = 81 (heart rate), 1.5 * 51.84 = 77.76, 50/60 * 64 = 53.33, 0.5 * 56.25 = 28.13.
    activityItem(id, '2025-01-06', 'RUNNING', 60, 10, 144),
    activityItem(id, '2025-01-08', 'CYCLING', 90, 40),
    activityItem(id, '2025-01-14', 'RUNNING', 50, 9),
    activityItem(id, '2025-01-28', 'SWIMMING', 30, 1.5),
    // After the range: not counted.
    activityItem(id, '2025-02-03', 'RUNNING', 30, 5),
    automaticDeliveryItem(id, '2025-02-03'),
    fitnessItem(id, '2024-12-01', [40, 50, 60]),
    fitnessItem(id, '2025-01-20', [45, 52, 61]),
    // Items of other kinds inside the same key range are read past, never answered.
    { ...keys.conversation(id, 'c1'), type: 'conversation', id: 'c1', title: 'Chat' },
  ]);
});

const get = async (path = RANGE) =>
  call(athlete.cookie, 'GET', path) as Promise<{ status: number; body: ProgressView }>;

describe('GET /api/progress against hand-computed figures', () => {
  it("answers load, fitness, fatigue and form per day with today's reading", async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body).toMatchObject({ from: '2025-01-06', to: '2025-02-02', asOf: '2025-02-02', activityCount: 4 });
    expect(body.load.methods).toEqual({ power: 0, heartRate: 1, rpe: 0, duration: 3 });
    expect(body.load.heartRate).toEqual({ max: 180, threshold: 160, source: 'age' });
    expect(body.load.days).toHaveLength(28);
    const day = (date: string) => body.load.days.find((d) => d.date === date);
    expect(day('2025-01-06')).toEqual({ date: '2025-01-06', load: 81, fitness: 8.6, fatigue: 25.5, form: -16.9 });
    expect(day('2025-01-08')).toEqual({ date: '2025-01-08', load: 77.8, fitness: 10, fatigue: 29.8, form: -19.8 });
    expect(day('2025-01-28')).toEqual({ date: '2025-01-28', load: 28.1, fitness: 7.8, fatigue: 6.3, form: 1.5 });
    // form 4.0 is 58 % of fitness 6.9: above +20 %.
    expect(body.load.today).toEqual({
      date: '2025-02-02',
      load: 0,
      fitness: 6.9,
      fatigue: 2.9,
      form: 4,
      reading: 'transition',
    });
  });

  it('answers planned vs done per week with compliance, the deleted week left out, the current week marked', async () => {
    const { body } = await get();
    expect(
      body.weeks.map((w) => ({
        id: w.weekId,
        planned: w.plannedMinutes,
        done: w.doneMinutes,
        distance: w.distanceMeters,
        compliance: w.compliance,
        load: w.load,
        current: w.current,
      })),
    ).toEqual([
      {
        id: weeks.w1.id,
        planned: { swim: 45, bike: 90, run: 60 },
        done: { swim: 0, bike: 90, run: 60 },
        distance: { swim: 0, bike: 40000, run: 10000 },
        compliance: 67,
        load: 159,
        current: false,
      },
      {
        id: weeks.w2.id,
        planned: { swim: 0, bike: 0, run: 100 },
        done: { swim: 0, bike: 0, run: 50 },
        distance: { swim: 0, bike: 0, run: 9000 },
        compliance: 50,
        load: 53,
        current: false,
      },
      {
        id: weeks.w4.id,
        planned: { swim: 0, bike: 60, run: 0 },
        done: { swim: 30, bike: 0, run: 0 },
        distance: { swim: 1500, bike: 0, run: 0 },
        compliance: 0,
        load: 28,
        current: true,
      },
    ]);
  });

  it('answers volume per week, distance of the last 4 weeks against the 4 before, fitness levels and the plan', async () => {
    const { body } = await get();
    expect(body.volume.map((v) => [v.firstDay, v.minutes])).toEqual([
      ['2025-01-06', { swim: 0, bike: 90, run: 60 }],
      ['2025-01-13', { swim: 0, bike: 0, run: 50 }],
      ['2025-01-20', { swim: 0, bike: 0, run: 0 }],
      ['2025-01-27', { swim: 30, bike: 0, run: 0 }],
    ]);
    expect(body.distance).toEqual({
      recent: { from: '2025-01-06', to: '2025-02-02', meters: { swim: 1500, bike: 40000, run: 19000 } },
      previous: { from: '2024-12-09', to: '2025-01-05', meters: { swim: 0, bike: 0, run: 12000 } },
    });
    expect(body.fitnessLevels).toEqual([
      { date: '2025-01-06', swim: 40, bike: 50, run: 60 },
      { date: '2025-01-20', swim: 45, bike: 52, run: 61 },
    ]);
    // 2025-02-02 is day 28 of the plan (week 4); 147 days to 2025-06-29 = 21 weeks; 100 - 21/25 * 100 = 16.
    expect(body.plan).toMatchObject({
      eventName: 'Test 70.3',
      eventDate: '2025-06-29',
      totalWeeks: 25,
      currentWeek: 4,
      daysToGo: 147,
      weeksToGo: 21,
      percent: 16,
    });
    expect(body.plan?.phases.map((p) => [p.name, p.current])).toEqual([
      ['Base', true],
      ['Build', false],
      ['Taper', false],
    ]);
  });

  it("stores a finished week's figures on the week and does not recompute them", async () => {
    await get();
    const stored = await rawItem(keys.week(athlete.user.id, weeks.w1.id));
    expect(stored?.progress).toMatchObject({
      version: FIGURES_VERSION,
      ftp: null,
      compliance: 67,
      plannedWorkouts: 3,
      completedWorkouts: 2,
    });
    // The active week is never frozen.
    expect((await rawItem(keys.week(athlete.user.id, weeks.w4.id)))?.progress).toBeUndefined();
    // A later change to the finished week's workouts leaves its figures as they were.
    await putItems([{ ...w1Workouts[2]!, isCompleted: true }]);
    const { body } = await get();
    const w1 = body.weeks.find((w) => w.weekId === weeks.w1.id)!;
    expect(w1).toMatchObject({ stored: true, compliance: 67, completedWorkouts: 2 });
    expect(body.weeks.find((w) => w.weekId === weeks.w4.id)!.stored).toBe(false);
  });

  it('reads everything with one Query once the final weeks are stored', async () => {
    await get();
    const measure = countDynamoRequests(documentClient());
    const { result, counted } = await measure(() => get());
    expect(result.status).toBe(200);
    // The session read aside, one request: the Query.
    expect(counted.data).toBe(1);
    expect(counted.commands.filter((c) => c === 'QueryCommand')).toHaveLength(1);
  });

  it("defaults to the plan's start (or 12 weeks) up to today", async () => {
    const { status, body } = await get('/api/progress');
    expect(status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.to).toBe(today);
    expect(
      body.from <= '2025-01-06' || body.from === new Date(Date.now() - 83 * 86_400_000).toISOString().slice(0, 10),
    ).toBe(true);
    expect(body.load.days.at(-1)?.date).toBe(today);
  });

  it("shows a new athlete empty figures, and never another athlete's", async () => {
    const other = await createTestUser();
    const { status, body } = await call(other.cookie, 'GET', RANGE);
    expect(status).toBe(200);
    expect(body).toMatchObject({ activityCount: 0, weeks: [], fitnessLevels: [], plan: null });
    expect(body.load.today).toMatchObject({ fitness: 0, reading: 'none' });
    expect(body.load.heartRate).toBeNull();
  });
});

describe('GET /api/progress query validation', () => {
  it.each([
    ['a malformed day', '/api/progress?from=2025-1-6'],
    ['a day that does not exist', '/api/progress?to=2025-02-30'],
    ['from after to', '/api/progress?from=2025-03-01&to=2025-02-01'],
    ['a range over 731 days', '/api/progress?from=2022-01-01&to=2025-01-01'],
    [
      'to more than 400 days ahead',
      `/api/progress?to=${new Date(Date.now() + 500 * 86_400_000).toISOString().slice(0, 10)}`,
    ],
  ])('answers 400 for %s', async (_, path) => {
    const res = await call(athlete.cookie, 'GET', path);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: expect.any(String), error: expect.any(String) });
  });
});
