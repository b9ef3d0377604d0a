import { describe, expect, it } from 'vitest';
import { computeProgress, type RawActivity } from '@shared/progress/compute';
import { fitnessLevelPoints, planProgress } from '@shared/progress/plan-progress';
import type { ProgressActivity, ProgressWorkout } from '@shared/progress/types';
import { bucketStart, distanceComparison, volumeByWeek } from '@shared/progress/volume';
import { isFrozen, weekFigures } from '@shared/progress/weeks';

const act = (
  day: string,
  sport: ProgressActivity['sport'],
  minutes: number,
  meters: number | null = null,
  load = 0,
): ProgressActivity => ({
  id: `${day}-${sport}-${minutes}`,
  day,
  sport,
  durationSecs: minutes * 60,
  distanceMeters: meters,
  load,
});
const workout = (
  sport: ProgressWorkout['sport'],
  minutes: number,
  isCompleted: boolean,
  weekId = 'w1',
): ProgressWorkout => ({ weekId, sport, plannedSecs: minutes * 60, isCompleted });

describe('a week: planned vs done and compliance', () => {
  it("adds planned minutes from workouts, done minutes and distance from the week's activities", () => {
    const figures = weekFigures(
      '2026-03-02',
      [workout('run', 60, true), workout('bike', 90, false), workout('swim', 45, true), workout('run', 30, false)],
      [
        act('2026-03-02', 'run', 50, 10_000, 53.3),
        act('2026-03-04', 'swim', 40, 2_000, 37.5),
        act('2026-03-08', null, 30, null, 21.1),
        act('2026-03-09', 'run', 60, 12_000, 64),
      ],
    );
    expect(figures).toEqual({
      firstDay: '2026-03-02',
      plannedMinutes: { swim: 45, bike: 90, run: 90 },
      doneMinutes: { swim: 40, bike: 0, run: 50 },
      distanceMeters: { swim: 2000, bike: 0, run: 10000 },
      plannedWorkouts: 4,
      completedWorkouts: 2,
      compliance: 50,
      notReportedWorkouts: 0,
      skippedWorkouts: 0,
      load: 112,
    });
  });

  it('counts only what is known: a past silent workout without a watch is not reported, left out and counted', () => {
    const on = (day: string, w: ProgressWorkout, reported: ProgressWorkout['reported'] = null): ProgressWorkout => ({
      ...w,
      day,
      reported,
    });
    const week = [
      on('2026-03-02', workout('run', 60, true)),
      on('2026-03-03', workout('bike', 90, false), 'skipped'),
      on('2026-03-04', workout('swim', 45, false)),
      on('2026-03-05', workout('run', 30, false)),
      on('2026-03-09', workout('run', 30, false)),
    ];
    const noWatch = weekFigures('2026-03-02', week, [], { asOf: '2026-03-06', lastAutomaticDay: null });
    expect(noWatch).toMatchObject({ completedWorkouts: 1, notReportedWorkouts: 2, skippedWorkouts: 1, compliance: 33 });
    const watch = weekFigures('2026-03-02', week, [], { asOf: '2026-03-06', lastAutomaticDay: '2026-03-05' });
    expect(watch).toMatchObject({ completedWorkouts: 1, notReportedWorkouts: 0, compliance: 20 });
    expect(
      weekFigures('2026-03-02', week.slice(2, 4), [], { asOf: '2026-03-06', lastAutomaticDay: null }).compliance,
    ).toBeNull();
  });

  it('has no compliance when nothing was planned', () => {
    expect(weekFigures('2026-03-02', [], []).compliance).toBeNull();
  });

  it('freezes a finished week two days after its last day', () => {
    expect(isFrozen({ firstDay: '2026-03-02', active: false }, '2026-03-10')).toBe(false);
    expect(isFrozen({ firstDay: '2026-03-02', active: false }, '2026-03-11')).toBe(true);
    expect(isFrozen({ firstDay: '2026-03-02', active: true }, '2026-04-30')).toBe(false);
  });
});

describe('volume and distance', () => {
  it('buckets activities in 7-day weeks aligned to the plan start, empty weeks included', () => {
    expect(bucketStart('2026-01-07', '2026-01-06')).toBe('2025-12-31');
    expect(bucketStart('2026-01-07', '2026-01-13')).toBe('2026-01-07');
    const weeks = volumeByWeek(
      [
        act('2026-01-08', 'run', 45, 9000),
        act('2026-01-10', 'run', 15, 3000),
        act('2026-01-25', 'bike', 120, 60000),
        act('2026-02-10', 'bike', 60, 30000),
      ],
      '2026-01-07',
      '2026-01-07',
      '2026-01-27',
    );
    expect(weeks).toEqual([
      {
        firstDay: '2026-01-07',
        minutes: { swim: 0, bike: 0, run: 60 },
        distanceMeters: { swim: 0, bike: 0, run: 12000 },
      },
      { firstDay: '2026-01-14', minutes: { swim: 0, bike: 0, run: 0 }, distanceMeters: { swim: 0, bike: 0, run: 0 } },
      {
        firstDay: '2026-01-21',
        minutes: { swim: 0, bike: 120, run: 0 },
        distanceMeters: { swim: 0, bike: 60000, run: 0 },
      },
    ]);
  });

  it('compares the last 28 days with the 28 before', () => {
    const result = distanceComparison(
      [
        act('2026-03-28', 'run', 50, 10_000),
        act('2026-03-01', 'run', 50, 8_000),
        act('2026-02-28', 'run', 50, 7_000),
        act('2026-02-01', 'swim', 40, 2_000),
        act('2026-01-31', 'swim', 40, 1_500),
      ],
      '2026-03-28',
    );
    expect(result).toEqual({
      recent: { from: '2026-03-01', to: '2026-03-28', meters: { swim: 0, bike: 0, run: 18000 } },
      previous: { from: '2026-02-01', to: '2026-02-28', meters: { swim: 2000, bike: 0, run: 7000 } },
    });
  });
});

describe('plan progress and fitness levels', () => {
  const plan = {
    id: 'p1',
    eventName: 'Gdynia 70.3',
    eventDate: '2026-07-26',
    planStarts: '2026-01-05',
    totalWeeks: 29,
    phases: [
      { phaseName: 'Base', startDate: '2026-01-05', endDate: '2026-03-01' },
      { phaseName: 'Build', startDate: '2026-03-02', endDate: '2026-05-31' },
    ],
  };

  it('counts the plan week, the weeks and days to go and the seed percentage', () => {
    const progress = planProgress(plan, '2026-03-02');
    expect(progress).toMatchObject({ currentWeek: 9, daysToGo: 146, weeksToGo: 21, percent: 28, totalWeeks: 29 });
    expect(progress.phases.map((p) => p.current)).toEqual([false, true]);
    expect(planProgress(plan, '2026-08-01')).toMatchObject({
      currentWeek: 29,
      daysToGo: 0,
      weeksToGo: 0,
      percent: 100,
    });
    expect(planProgress({ ...plan, totalWeeks: null }, '2026-01-05').totalWeeks).toBe(29);
  });

  it('turns fitness rows into steps within the range', () => {
    const rows = [
      { dateStart: '2025-12-01', startedAt: '2025-12-01T10:00:00Z', swimLevel: 40, bikeLevel: 50, runLevel: 60 },
      { dateStart: '2026-02-01', startedAt: '2026-02-01T08:00:00Z', swimLevel: 45, bikeLevel: 50, runLevel: 60 },
      { dateStart: '2026-02-01', startedAt: '2026-02-01T09:00:00Z', swimLevel: 48, bikeLevel: 52, runLevel: 61 },
      { dateStart: '2026-05-01', startedAt: '2026-05-01T09:00:00Z', swimLevel: 60, bikeLevel: 60, runLevel: 60 },
    ];
    expect(fitnessLevelPoints(rows, '2026-01-01', '2026-03-31')).toEqual([
      { date: '2026-01-01', swim: 40, bike: 50, run: 60 },
      { date: '2026-02-01', swim: 48, bike: 52, run: 61 },
    ]);
  });
});

describe('the whole progress answer', () => {
  const raw = (
    id: string,
    type: string,
    startTime: string,
    minutes: number,
    meters: number | null = null,
    hr: number | null = null,
  ): RawActivity => ({
    id,
    activityType: type,
    startTime,
    durationSecs: minutes * 60,
    distanceMeters: meters,
    averageHeartRate: hr,
  });
  const base = {
    from: '2026-03-02',
    to: '2026-03-15',
    asOf: '2026-03-15',
    heartRate: { max: 180, threshold: 160 },
    fitnessRows: [],
    plan: null,
  };

  it('computes load with the right method, weeks with compliance, and returns newly final weeks to store', () => {
    const { view, toStore } = computeProgress({
      ...base,
      activities: [
        raw('a1', 'RUNNING', '2026-03-02T07:00:00Z', 60, 10_000, 144),
        raw('a2', 'CYCLING', '2026-03-10T07:00:00Z', 90, 45_000),
        raw('a3', 'RUNNING', '2026-03-20T07:00:00Z', 30),
      ],
      weeks: [
        { id: 'w1', firstDay: '2026-03-02', active: false, deleted: false, status: 'ready', stored: null },
        { id: 'w2', firstDay: '2026-03-09', active: true, deleted: false, status: 'ready', stored: null },
        { id: 'w0', firstDay: '2026-02-23', active: false, deleted: true, status: 'ready', stored: null },
        { id: 'w3', firstDay: '2026-03-16', active: false, deleted: false, status: 'ready', stored: null },
        { id: 'w4', firstDay: '2026-03-23', active: false, deleted: false, status: 'ready', stored: null },
      ],
      workouts: [workout('run', 60, true, 'w1'), workout('bike', 60, false, 'w1'), workout('bike', 90, true, 'w2')],
    });
    expect(view.activityCount).toBe(2);
    expect(view.load.methods).toEqual({ power: 0, heartRate: 1, rpe: 0, duration: 1 });
    expect(view.load.days).toHaveLength(14);
    expect(view.load.days[0]).toMatchObject({ date: '2026-03-02', load: 81 });
    expect(view.load.days[8]).toMatchObject({ date: '2026-03-10', load: 77.8 });
    expect(view.load.today?.date).toBe('2026-03-15');
    // The week after the reading day is shown (planned ahead), the one after it is not.
    expect(view.weeks.map((w) => [w.weekId, w.compliance, w.current, w.upcoming, w.stored])).toEqual([
      ['w1', 50, false, false, false],
      ['w2', 100, true, false, false],
      ['w3', null, false, true, false],
    ]);
    expect(toStore.map((s) => s.weekId)).toEqual(['w1']);
    expect(toStore[0]!.figures).toMatchObject({ doneMinutes: { run: 60, bike: 0, swim: 0 }, load: 81 });
    expect(view.volume.map((v) => v.firstDay)).toEqual(['2026-03-02', '2026-03-09']);
  });

  it('gives no form verdict while the load history is shorter than the 42-day fitness window', () => {
    // A normal first week: an hour a day for six days, nothing before it.
    const week = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'].map((day, i) =>
      raw(`f${i}`, 'RUNNING', `${day}T07:00:00Z`, 60, 10_000, 144),
    );
    const { view } = computeProgress({ ...base, activities: week, weeks: [], workouts: [] });
    expect(view.load.today!.form).toBeLessThan(-20);
    expect(view.load.today!.reading).toBe('building');
    expect(view.load.historyFrom).toBe('2026-03-09');
    // With 42 days of history behind the same week, the verdict comes back.
    const older = raw('old', 'RUNNING', '2026-02-01T07:00:00Z', 60, 10_000, 144);
    const { view: later } = computeProgress({ ...base, activities: [older, ...week], weeks: [], workouts: [] });
    expect(later.load.historyFrom).toBe('2026-02-01');
    expect(later.load.today!.reading).not.toBe('building');
  });

  it("uses a finished week's stored figures instead of recomputing them", () => {
    const stored = {
      firstDay: '2026-03-02',
      plannedMinutes: { swim: 0, bike: 0, run: 999 },
      doneMinutes: { swim: 0, bike: 0, run: 1 },
      distanceMeters: { swim: 0, bike: 0, run: 0 },
      plannedWorkouts: 9,
      completedWorkouts: 1,
      compliance: 11,
      load: 5,
    };
    const { view, toStore } = computeProgress({
      ...base,
      activities: [],
      weeks: [{ id: 'w1', firstDay: '2026-03-02', active: false, deleted: false, status: 'ready', stored }],
      workouts: [workout('run', 60, true, 'w1')],
    });
    expect(view.weeks[0]).toEqual({ ...stored, weekId: 'w1', current: false, upcoming: false, stored: true });
    expect(toStore).toEqual([]);
  });
});
