import { describe, expect, it } from 'vitest';
import { addDays, buildPlanOverview, buildWeekWorkouts, isHardWorkout, weekdayOf } from '@shared/training';
import type { AnyStep } from '@shared/schemas/training';
import { fullDistance } from './fixtures';

const plan = buildPlanOverview(fullDistance);
const build = (weekFirstDay: string, extra: Partial<Parameters<typeof buildWeekWorkouts>[0]> = {}) =>
  buildWeekWorkouts({ plan: fullDistance, planOverview: plan, weekFirstDay, trainingStyle: 'classic', ...extra });

describe('buildWeekWorkouts', () => {
  const week = build('2027-03-29'); // build phase, load week

  it('plans the requested number of workouts on the athlete days only', () => {
    // Nine swims, rides and runs as asked; the build phase's strength session comes on top only where an easy day is
    // left (decision record 013, rule 8): this week's easy days are each the day before a hard one.
    expect(week.workouts.filter((w) => w.workoutDetails.sport !== 'STRENGTH_TRAINING')).toHaveLength(9);
    expect(week.workouts.filter((w) => w.workoutDetails.sport === 'STRENGTH_TRAINING').length).toBeLessThanOrEqual(1);
    for (const w of week.workouts) expect(fullDistance.workoutDays).toContain(weekdayOf(w.day));
    expect(week.goal).toBe(plan.weeklyFocus['18']);
    expect(week.overview).toMatch(/Week 18 of 30 \(Build\)/);
  });

  it('puts the long ride on Saturday with a brick run when the runs can hold it, and no hard days back to back', () => {
    // Three runs cannot hold an Ironman long run, a quality run and a brick run (decision record 027): the long run wins.
    expect(week.workouts.some((w) => /^Brick Run/.test(w.workoutDetails.workoutName))).toBe(false);
    expect(
      Math.max(
        ...week.workouts
          .filter((w) => w.workoutDetails.sport === 'RUNNING')
          .map((w) => w.workoutDetails.estimatedDurationInSecs / 60),
      ),
    ).toBeGreaterThanOrEqual(130);
    // With a fourth run the brick comes back, off the long ride.
    const ten = { ...fullDistance, workoutsPerWeek: 10 };
    const withBrick = buildWeekWorkouts({
      plan: ten,
      planOverview: buildPlanOverview(ten),
      weekFirstDay: '2027-03-29',
      trainingStyle: 'classic',
    });
    const saturday = withBrick.workouts.filter((w) => w.day === '2027-04-03').map((w) => w.workoutDetails.workoutName);
    expect(saturday[0]).toMatch(/^Long Ride/);
    expect(saturday[1]).toMatch(/^Brick Run/);
    const hard = [...new Set(week.workouts.filter((w) => isHardWorkout(w.workoutDetails)).map((w) => w.day))].sort();
    expect(hard.length).toBeGreaterThan(0);
    for (let i = 1; i < hard.length; i++) expect(addDays(hard[i - 1], 1)).not.toBe(hard[i]);
  });

  it('writes structured steps: warm-up, main set, cool-down; swims by distance; estimate = sum of steps', () => {
    for (const { workoutDetails: w } of week.workouts) {
      const first = w.steps[0];
      const last = w.steps[w.steps.length - 1];
      if (!/^Brick/.test(w.workoutName)) {
        expect(first.type === 'WorkoutStep' && first.intensity).toBe('WARMUP');
        expect(last.type === 'WorkoutStep' && last.intensity).toBe('COOLDOWN');
      }
      if (w.sport === 'SWIMMING')
        for (const s of w.steps.flatMap((x: AnyStep) => (x.type === 'WorkoutRepeatStep' ? x.steps : [x])))
          if (s.intensity !== 'REST') expect(s.durationType).toBe('DISTANCE');
      expect(w.estimatedDurationInSecs).toBeGreaterThan(10 * 60);
    }
    const intervals = week.workouts.find((w) => /Intervals/.test(w.workoutDetails.workoutName))!.workoutDetails;
    const rep = intervals.steps.find((s) => s.type === 'WorkoutRepeatStep');
    expect(rep && rep.type === 'WorkoutRepeatStep' && rep.repeatValue).toBeGreaterThan(1);
  });

  it('honours the requirements prompt: days off, dropped sport, easy week', () => {
    const w = build('2027-03-29', {
      requirementsPrompt: 'No swimming this week. I am away on Thursday and Friday. Easy week please.',
    });
    expect(w.workouts.some((x) => x.workoutDetails.sport === 'SWIMMING')).toBe(false);
    expect(w.workouts.some((x) => ['thursday', 'friday'].includes(weekdayOf(x.day)))).toBe(false);
    expect(w.workouts.some((x) => isHardWorkout(x.workoutDetails))).toBe(false);
    expect(w.overview).toMatch(/No training on thursday, friday as requested/);
  });

  it('race week: frequency kept with short sessions before race day (Bosquet 2007), none after; nothing on unavailable days', () => {
    const w = build('2027-06-21');
    expect(w.workouts.length).toBeGreaterThanOrEqual(6);
    expect(w.workouts.length).toBeLessThanOrEqual(fullDistance.workoutsPerWeek);
    for (const x of w.workouts) {
      expect(x.day < '2027-06-27').toBe(true);
      expect(x.workoutDetails.estimatedDurationInSecs).toBeLessThanOrEqual(95 * 60);
    }
    const dayBefore = w.workouts.filter((x) => x.day === '2027-06-26');
    for (const x of dayBefore) expect(x.workoutDetails.estimatedDurationInSecs).toBeLessThanOrEqual(26 * 60);
  });

  it('does not raise the load after a poorly completed week', () => {
    const prev = plan.weeklyVolume['17'];
    const w = build('2027-03-29', { previousWeeks: [{ volume: prev, compliancePercent: 40 }] });
    const minutes = w.workouts.reduce((t, x) => t + x.workoutDetails.estimatedDurationInSecs / 60, 0);
    expect(minutes).toBeLessThanOrEqual((prev.run + prev.bike + prev.swim) * 0.9);
    expect(w.workouts.some((x) => isHardWorkout(x.workoutDetails))).toBe(false);
  });

  it('flow style plans no fixed workouts; no training days means an empty week', () => {
    expect(build('2027-03-29', { trainingStyle: 'flow' }).workouts).toEqual([]);
    const none = buildWeekWorkouts({
      plan: { ...fullDistance, workoutDays: [] },
      planOverview: plan,
      weekFirstDay: '2027-03-29',
      trainingStyle: 'classic',
    });
    expect(none.workouts).toEqual([]);
  });
});

describe('buildWeekWorkouts and its inputs', () => {
  it('leaves the plan overview untouched, so a later week is not built from another week’s adjustments', () => {
    const overview = buildPlanOverview(fullDistance);
    const before = JSON.stringify(overview);
    buildWeekWorkouts({
      plan: fullDistance,
      planOverview: overview,
      weekFirstDay: '2027-03-29',
      trainingStyle: 'classic',
      requirementsPrompt: 'no swimming, away on friday',
    });
    expect(JSON.stringify(overview)).toBe(before);
    const next = buildWeekWorkouts({
      plan: fullDistance,
      planOverview: overview,
      weekFirstDay: '2027-03-29',
      trainingStyle: 'classic',
      requirementsPrompt: 'more bike',
    });
    expect(next.workouts.some((w) => w.workoutDetails.sport === 'SWIMMING')).toBe(true);
  });
});
