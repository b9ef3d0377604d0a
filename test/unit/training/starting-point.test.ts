import { describe, expect, it } from 'vitest';
import type { PlanInput, SportVolume } from '@shared/schemas/training';
import { addDays, buildPlanOverview, buildWeekWorkouts, checkWeek, weekVolume } from '@shared/training';
import { currentTrainingFromActivities, longCapsFor, START_RAMP } from '@shared/training/starting-point';
import { weekCheckContext } from '../../../functions/providers/ai/week-check';
import { athleteRacing, PLAN_STARTS } from './fixtures';

const planStarts = PLAN_STARTS;
const athlete = (patch: Partial<PlanInput> = {}): PlanInput =>
  athleteRacing('half', 24, { fitness: { swimLevel: 60, bikeLevel: 60, runLevel: 60 }, ...patch });
const total = (v: SportVolume) => v.swim + v.bike + v.run;
const longest = (workouts: ReturnType<typeof buildWeekWorkouts>['workouts'], sport: string) =>
  Math.max(
    0,
    ...workouts
      .filter((w) => w.workoutDetails.sport === sport)
      .map((w) => w.workoutDetails.estimatedDurationInSecs / 60),
  );

describe('the current level read from recorded activities', () => {
  const today = '2027-01-01';
  const act = (daysAgo: number, activityType: string, minutes: number) => ({
    activityType,
    startTime: `${addDays(today, -daysAgo)}T07:00:00Z`,
    durationSecs: minutes * 60,
  });

  it('averages a week over the 4-6 weeks recorded and keeps the longest session per sport', () => {
    const acts = [
      act(2, 'RUNNING', 40),
      act(9, 'RUNNING', 70),
      act(30, 'CYCLING', 120),
      act(5, 'LAP_SWIMMING', 45),
      act(3, 'STRENGTH_TRAINING', 30),
      act(60, 'RUNNING', 300),
    ];
    // Earliest counted 30 days ago: 5 weeks.
    expect(currentTrainingFromActivities(acts, today)).toEqual({
      weeklyMinutes: { swim: 9, bike: 24, run: 22 },
      longestMinutes: { swim: 45, bike: 120, run: 70 },
    });
  });

  it('counts at least 4 weeks and at most 6, and is null without swim, bike or run', () => {
    expect(currentTrainingFromActivities([act(1, 'RUNNING', 40)], today)?.weeklyMinutes.run).toBe(10);
    expect(currentTrainingFromActivities([act(1, 'STRENGTH_TRAINING', 40), act(50, 'RUNNING', 60)], today)).toBeNull();
  });
});

describe("the plan starts from the athlete's current level", () => {
  const light = { weeklyMinutes: { swim: 45, bike: 120, run: 75 }, longestMinutes: { swim: 30, bike: 60, run: 40 } };

  it('week 1 is within 10 % of what the athlete trains now, not the level-based estimate', () => {
    const estimated = buildPlanOverview(athlete());
    const started = buildPlanOverview(athlete({ currentTraining: light }));
    expect(total(started.weeklyVolume['1'])).toBeLessThanOrEqual(240 * START_RAMP + 15);
    expect(total(estimated.weeklyVolume['1'])).toBeGreaterThan(total(started.weeklyVolume['1']) * 1.5);
    // Someone already training more than the estimate starts from there (up to the plan's peak).
    const busy = buildPlanOverview(
      athlete({
        currentTraining: {
          weeklyMinutes: { swim: 150, bike: 420, run: 240 },
          longestMinutes: { swim: 60, bike: 180, run: 100 },
        },
      }),
    );
    expect(total(busy.weeklyVolume['1'])).toBeGreaterThan(total(estimated.weeklyVolume['1']));
  });

  it('long sessions grow from the longest recent one by at most 10 % a week, and the weeks pass the guardrails', () => {
    const plan = athlete({ currentTraining: light });
    const overview = buildPlanOverview(plan);
    const previous: { volume: SportVolume; compliancePercent: number }[] = [];
    for (let wk = 1; wk <= 6; wk++) {
      const input = {
        plan,
        planOverview: overview,
        weekFirstDay: addDays(planStarts, (wk - 1) * 7),
        trainingStyle: 'classic' as const,
        previousWeeks: previous.slice(),
      };
      const week = buildWeekWorkouts(input);
      expect(checkWeek(week, weekCheckContext(input)).errors).toEqual([]);
      const caps = longCapsFor(light, wk) as SportVolume;
      expect(longest(week.workouts, 'RUNNING')).toBeLessThanOrEqual(caps.run + 1);
      expect(longest(week.workouts, 'CYCLING')).toBeLessThanOrEqual(caps.bike + 1);
      previous.push({ volume: weekVolume(week.workouts), compliancePercent: 100 });
    }
    expect(longCapsFor(light, 1)).toEqual({ swim: 30, bike: 60, run: 40 });
    expect(longCapsFor(light, 3)).toEqual({ swim: 35, bike: 75, run: 50 });
  });
});
