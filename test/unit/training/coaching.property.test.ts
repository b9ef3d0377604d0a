import fc from 'fast-check';
import { weekCheckContext } from '../../../functions/providers/ai/week-check';
import { describe, expect, it } from 'vitest';
import type { PlanInput, SportVolume, Weekday } from '@shared/schemas/training';
import { addDays, buildPlanOverview, buildWeekWorkouts, checkWeek, weekVolume } from '@shared/training';
import { flatSteps, stepSeconds } from '@shared/training/guardrails/workout-limits';
import { nameDisagreements } from '@shared/training/guardrails/name-steps';
import { isHardWorkout } from '@shared/training/intensity';
import { periodise } from '@shared/training/periodisation';
import { pacesFor } from '@shared/training/profile';
import { MAX_HARD, MAX_WARMUP_SHARE, MIN_SESSIONS } from '@shared/training/references';

/** The coaching rules of docs/decisions/013-coaching-rules.md on random triathletes, plans and weeks to race day. */
const DISTANCES = {
  sprint: [750, 20, 5],
  olympic: [1500, 40, 10],
  half: [1900, 90, 21.1],
  full: [3800, 180, 42.2],
} as const;
const DAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const athleteArb: fc.Arbitrary<PlanInput> = fc
  .record({
    distance: fc.constantFrom(...(Object.keys(DISTANCES) as (keyof typeof DISTANCES)[])),
    weeks: fc.integer({ min: 8, max: 40 }),
    level: fc.integer({ min: 5, max: 95 }),
    weak: fc.constantFrom('swim', 'bike', 'run', null),
    sessions: fc.integer({ min: 3, max: 14 }),
    days: fc.subarray(DAYS, { minLength: 3 }),
  })
  .map(({ distance, weeks, level, weak, sessions, days }) => {
    const [swim, bike, run] = DISTANCES[distance];
    const planStarts = '2027-01-04';
    const lvl = (s: string) => Math.max(0, level - (weak === s ? 30 : 0));
    return {
      primaryEvent: {
        name: 'Race',
        date: addDays(planStarts, (weeks - 1) * 7 + 6),
        type: distance,
        swimDistance: swim,
        bikeDistance: bike,
        runDistance: run,
        bikeElevation: null,
        runElevation: null,
      },
      secondaryEvents: [],
      fitness: { swimLevel: lvl('swim'), bikeLevel: lvl('bike'), runLevel: lvl('run') },
      workoutDays: days,
      workoutsPerWeek: sessions,
      trainingPreferences: null,
      personalDescription: null,
      planStarts,
      today: addDays(planStarts, -3),
    };
  });

const total = (v: SportVolume) => v.swim + v.bike + v.run;

describe('coaching rules hold on every plan and week to race day', { timeout: 60_000 }, () => {
  it('plans: a warning when the sessions cannot prepare for the distance; no unload week before the taper unless the 3:1 limit forces it', () => {
    fc.assert(
      fc.property(athleteArb, (input) => {
        const p = periodise(input);
        const plan = buildPlanOverview(input);
        const warned = /cannot fully prepare/.test(plan.overallStrategySummary);
        if (p.sessions < MIN_SESSIONS[p.distance]) expect(warned).toBe(true);
        const taper = p.weeks.findIndex((w) => w.kind === 'taper');
        // Only the 3:1 limit may force an unload week there (three load weeks straight before it).
        if (taper >= 4 && p.weeks[taper - 1].kind === 'recovery')
          expect(p.weeks.slice(taper - 4, taper - 1).map((w) => w.kind)).toEqual(['load', 'load', 'load']);
        // The table the athlete reads is the table the weeks are built from.
        for (const w of p.weeks) expect(plan.weeklyVolume[String(w.week)]).toEqual(w.volume);
      }),
      { numRuns: 60 },
    );
  });

  it('weeks: no two hard days in a row by any target, hard sessions capped, warm-ups at most ~20 %, names agree with steps, delivered close to the plan', () => {
    fc.assert(
      fc.property(athleteArb, fc.double({ min: 0, max: 1, noNaN: true }), (input, at) => {
        const plan = buildPlanOverview(input);
        const paces = pacesFor(input.fitness);
        const start = 1 + Math.floor(at * Math.max(0, plan.totalWeeks - 3));
        const previous: SportVolume[] = [];
        for (let wk = start; wk < start + 3 && wk <= plan.totalWeeks; wk++) {
          const weekFirstDay = addDays(input.planStarts, (wk - 1) * 7);
          const buildInput = {
            plan: input,
            planOverview: plan,
            weekFirstDay,
            trainingStyle: 'classic' as const,
            previousWeeks: previous.map((volume) => ({ volume, compliancePercent: 100 })),
          };
          const week = buildWeekWorkouts(buildInput);
          // The providers' context: the coaching guardrails of decision record 024 included.
          const r = checkWeek(week, weekCheckContext(buildInput));
          expect(r.errors).toEqual([]);
          const hardDays = [
            ...new Set(week.workouts.filter((w) => isHardWorkout(w.workoutDetails, paces)).map((w) => w.day)),
          ].sort();
          for (let i = 1; i < hardDays.length; i++) expect(addDays(hardDays[i - 1], 1)).not.toBe(hardDays[i]);
          expect(week.workouts.filter((w) => isHardWorkout(w.workoutDetails, paces)).length).toBeLessThanOrEqual(
            MAX_HARD.experienced,
          );
          for (const { workoutDetails: d } of week.workouts) {
            expect(nameDisagreements(d)).toEqual([]);
            const warm = flatSteps(d.steps)
              .filter((s) => s.intensity === 'WARMUP')
              .reduce((t, s) => t + stepSeconds(s, d.sport), 0);
            expect(warm).toBeLessThanOrEqual(d.estimatedDurationInSecs * MAX_WARMUP_SHARE + 5 * 60);
          }
          const delivered = weekVolume(week.workouts);
          const planned = plan.weeklyVolume[String(wk)];
          if (previous.length === 0 && !/Race/.test(week.goal) && total(planned) >= 120)
            expect(total(delivered)).toBeGreaterThanOrEqual(total(planned) * 0.8);
          previous.push(delivered);
        }
      }),
      { numRuns: 60 },
    );
  });
});
