import { describe, expect, it } from 'vitest';
import {
  addDays,
  buildPlanOverview,
  buildSingleWorkout,
  buildWeekWorkouts,
  checkPlanOverview,
  checkWeek,
  checkWorkout,
  repairWeek,
  repairWorkout,
} from '@shared/training';
import type { GeneratedWeek, PlanOverview, WorkoutDetails, WorkoutStep } from '@shared/schemas/training';
import { fullDistance } from './fixtures';

const fitness = { swimLevel: 50, bikeLevel: 50, runLevel: 50 };
const easyRun = () => buildSingleWorkout({ sport: 'RUNNING', prompt: '45 min easy', fitness });
const intervals = (sport: 'RUNNING' | 'CYCLING') => buildSingleWorkout({ sport, prompt: '1h intervals', fitness });
const monday = '2027-03-22';
const ctx = { weekFirstDay: monday, workoutDays: fullDistance.workoutDays, workoutsPerWeek: 9 };
const week = (workouts: GeneratedWeek['workouts']): GeneratedWeek => ({ goal: 'g', overview: 'o', workouts });

describe('checkWorkout refuses', () => {
  it('accepts a generated workout and its estimate equals the sum of steps incl. repeats', () => {
    const w = intervals('RUNNING');
    expect(checkWorkout(w)).toEqual({ ok: true, errors: [], warnings: [] });
    const sum = w.steps.reduce(
      (t, s) =>
        t +
        (s.type === 'WorkoutRepeatStep'
          ? s.repeatValue * s.steps.reduce((a, c) => a + c.durationValue, 0)
          : s.durationValue),
      0,
    );
    expect(w.estimatedDurationInSecs).toBe(sum);
  });

  it('a wrong duration sum, and repairWorkout fixes it', () => {
    const w = { ...easyRun(), estimatedDurationInSecs: easyRun().estimatedDurationInSecs + 900 };
    const r = checkWorkout(w);
    expect(r.ok).toBe(false);
    expect(r.errors.join()).toMatch(/does not match the steps/);
    expect(checkWorkout(repairWorkout(w)).ok).toBe(true);
  });

  it('101 steps (Garmin limit 100), which repair does not hide', () => {
    const one = easyRun().steps[1] as WorkoutStep;
    const steps = Array.from({ length: 101 }, () => ({ ...one, durationValue: 60 }));
    const w: WorkoutDetails = { ...easyRun(), steps, estimatedDurationInSecs: 101 * 60 };
    expect(checkWorkout(w).errors.join()).toMatch(/101 steps exceed/);
    expect(checkWorkout(repairWorkout(w)).ok).toBe(false);
    expect(checkWorkout({ ...w, steps: steps.slice(0, 100), estimatedDurationInSecs: 6000 }).ok).toBe(true);
  });

  it('too-long texts, bad zones, bad pace ranges and schema violations', () => {
    const base = easyRun();
    expect(checkWorkout({ ...base, description: 'x'.repeat(1025) }).errors.join()).toMatch(/1024/);
    const s = base.steps[1] as WorkoutStep;
    const bad = (patch: Partial<WorkoutStep>) =>
      checkWorkout({ ...base, steps: [{ ...s, ...patch }], estimatedDurationInSecs: s.durationValue });
    expect(bad({ description: 'y'.repeat(513) }).errors.join()).toMatch(/512/);
    expect(bad({ targetValue: 6 }).errors.join()).toMatch(/zone 1-5/);
    expect(bad({ targetType: 'PACE', targetValue: null, targetValueLow: 4, targetValueHigh: 3 }).ok).toBe(false);
    expect(checkWorkout({ ...base, sport: 'ROWING' }).ok).toBe(false);
    expect(checkWorkout({ ...base, steps: [] }).ok).toBe(false);
  });
});

describe('repairWeek', () => {
  it('sorts by day and fixes estimates and target shapes, but keeps the content', () => {
    const a = { ...easyRun(), estimatedDurationInSecs: 1 };
    const b = intervals('CYCLING');
    const step = b.steps[0] as WorkoutStep;
    const messy = { ...b, steps: [{ ...step, targetValue: 2.6 }, ...b.steps.slice(1)] };
    const fixed = repairWeek(
      week([
        { day: addDays(monday, 3), workoutDetails: messy },
        { day: monday, workoutDetails: a },
      ]),
    );
    expect(fixed.workouts.map((w) => w.day)).toEqual([monday, addDays(monday, 3)]);
    expect(checkWeek(fixed, ctx).errors).toEqual([]);
    expect((fixed.workouts[1].workoutDetails.steps[0] as WorkoutStep).targetValue).toBe(3);
    expect(fixed.workouts[0].workoutDetails.steps).toHaveLength(a.steps.length);
  });
});

describe('checkWeek refuses', () => {
  it('a workout on a day the athlete does not train', () => {
    const sunday = addDays(monday, 6);
    const r = checkWeek(week([{ day: sunday, workoutDetails: easyRun() }]), ctx);
    expect(r.errors.join()).toMatch(/sunday is not one of the athlete's training days/);
  });

  it('hard sessions on back-to-back days, but not with a day between', () => {
    const tue = addDays(monday, 1);
    const wed = addDays(monday, 2);
    const thu = addDays(monday, 3);
    expect(
      checkWeek(
        week([
          { day: tue, workoutDetails: intervals('RUNNING') },
          { day: wed, workoutDetails: intervals('CYCLING') },
        ]),
        ctx,
      ).errors.join(),
    ).toMatch(/back-to-back/);
    expect(
      checkWeek(
        week([
          { day: tue, workoutDetails: intervals('RUNNING') },
          { day: thu, workoutDetails: intervals('CYCLING') },
        ]),
        ctx,
      ).ok,
    ).toBe(true);
  });

  it('a 40 % ramp; warns at 15 %; accepts 5 %', () => {
    const w = week([
      { day: monday, workoutDetails: buildSingleWorkout({ sport: 'RUNNING', prompt: '140 min long', fitness }) },
    ]);
    const mins = Math.round(w.workouts[0].workoutDetails.estimatedDurationInSecs / 60);
    const prev = (f: number) => [{ run: Math.round(mins / f), bike: 0, swim: 0 }];
    expect(checkWeek(w, { ...ctx, previousWeekVolumes: prev(1.4) }).errors.join()).toMatch(/run volume rises 40 %/);
    const warn = checkWeek(w, { ...ctx, previousWeekVolumes: prev(1.15) });
    expect(warn.ok).toBe(true);
    expect(warn.warnings.join()).toMatch(/more than 10 %/);
    expect(checkWeek(w, { ...ctx, workoutsPerWeek: null, previousWeekVolumes: prev(1.05) }).warnings).toEqual([]);
  });

  it('more workouts than requested, work after the event, a day outside the week', () => {
    const w = week(Array.from({ length: 3 }, (_, i) => ({ day: addDays(monday, i), workoutDetails: easyRun() })));
    expect(checkWeek(w, { ...ctx, workoutsPerWeek: 2 }).errors.join()).toMatch(/asked for 2/);
    expect(checkWeek(w, { ...ctx, eventDate: monday }).errors.join()).toMatch(/after the event/);
    expect(checkWeek(week([{ day: addDays(monday, 7), workoutDetails: easyRun() }]), ctx).errors.join()).toMatch(
      /outside the week/,
    );
  });
});

describe('checkPlanOverview refuses', () => {
  const plan = buildPlanOverview(fullDistance);
  const withVolumes = (
    f: (w: number, v: PlanOverview['weeklyVolume'][string]) => PlanOverview['weeklyVolume'][string],
  ): PlanOverview => ({
    ...plan,
    weeklyVolume: Object.fromEntries(Object.entries(plan.weeklyVolume).map(([k, v]) => [k, f(Number(k), v)])),
  });

  it('accepts the engine plan', () => {
    expect(checkPlanOverview(plan, fullDistance).errors).toEqual([]);
  });
  it('a 40 % jump between weeks', () => {
    const bad = withVolumes((w, v) => (w === 6 ? { run: v.run * 1.4, bike: v.bike * 1.4, swim: v.swim * 1.4 } : v));
    expect(checkPlanOverview(bad, fullDistance).errors.join()).toMatch(/week 6: total volume rises/);
  });
  it('no lighter week for months', () => {
    const flat = withVolumes((w, v) => (w < 25 ? { run: 200, bike: 400, swim: 100 } : v));
    expect(checkPlanOverview(flat, fullDistance).errors.join()).toMatch(/no lighter week by week 4/);
  });
  it('no taper before the event', () => {
    const flat = withVolumes((w, v) => (w >= 26 ? { run: 260, bike: 435, swim: 175 } : v));
    expect(checkPlanOverview(flat, fullDistance).errors.join()).toMatch(/no taper/);
  });
  it('a wrong target event, missing weeks, and a malformed plan', () => {
    expect(checkPlanOverview({ ...plan, targetEvent: '2027-07-01' }, fullDistance).ok).toBe(false);
    const { ['12']: _, ...missing } = plan.weeklyVolume;
    expect(checkPlanOverview({ ...plan, weeklyVolume: missing }, fullDistance).errors.join()).toMatch(
      /no entry for week 12/,
    );
    expect(checkPlanOverview({ eventDescription: 'x' }, fullDistance).ok).toBe(false);
  });
});

describe('engine week vs its own guardrails', () => {
  it('a build week passes with the athlete context', () => {
    const plan = buildPlanOverview(fullDistance);
    const w = buildWeekWorkouts({
      plan: fullDistance,
      planOverview: plan,
      weekFirstDay: monday,
      trainingStyle: 'classic',
    });
    expect(checkWeek(w, { ...ctx, eventDate: fullDistance.primaryEvent.date })).toMatchObject({ ok: true, errors: [] });
  });
});
