import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, buildPlanOverview, buildWeekWorkouts, weekVolume } from '@shared/training';
import { isHardWorkout } from '@shared/training/intensity';
import { levelOf } from '@shared/training/profile';
import { LOAD_CHECK_KEYS, loadCheck, type LoadCheckKey } from '@shared/training/safety/load-check';
import { plannedLoad } from '@shared/training/safety/planned-load';
import type { SportVolume } from '@shared/schemas/training';
import { planInputArb } from '../arbitraries';

// Weeks are built one after another for random athletes who train exactly as planned; each week is checked against
// the safety limits with the weeks before it as history, and built with that history as its load history (as the
// services pass the recorded load). Before the plan the athlete trained 12 weeks like its first week (a plan starts
// from what the athlete does now). Every limit holds on every week: decision records 029 (monotony) and 030 (form
// and strain, from the load history).
describe('the engine keeps its weeks inside the safety limits', { timeout: 120_000 }, () => {
  it('for athletes who train as planned', () => {
    const broken = new Map<LoadCheckKey, number>();
    let weeks = 0;
    fc.assert(
      fc.property(planInputArb, (input) => {
        const plan = buildPlanOverview(input);
        const history = new Map<string, number>();
        const previous: SportVolume[] = [];
        const daysOf = (weekFirstDay: string, workouts: ReturnType<typeof buildWeekWorkouts>['workouts']) =>
          Array.from({ length: 7 }, (_, i) => {
            const date = addDays(weekFirstDay, i);
            const on = workouts.filter((w) => w.day === date);
            return {
              date,
              load: on.reduce((t, w) => t + plannedLoad(w.workoutDetails), 0),
              hard: on.some((w) => isHardWorkout(w.workoutDetails)),
            };
          });
        const first = buildWeekWorkouts({
          plan: input,
          planOverview: plan,
          weekFirstDay: input.planStarts,
          trainingStyle: 'classic',
          requirementsPrompt: null,
          previousWeeks: [],
        });
        for (let back = 12; back >= 1; back--)
          for (const d of daysOf(
            addDays(input.planStarts, -7 * back),
            first.workouts.map((w) => ({ ...w, day: addDays(w.day, -7 * back) })),
          ))
            history.set(d.date, d.load);
        for (let wk = 1; wk <= Math.min(plan.totalWeeks, 10); wk++) {
          const weekFirstDay = addDays(input.planStarts, (wk - 1) * 7);
          const week = buildWeekWorkouts({
            plan: input,
            planOverview: plan,
            weekFirstDay,
            trainingStyle: 'classic',
            requirementsPrompt: null,
            previousWeeks: previous.map((volume) => ({ volume, compliancePercent: 100 })),
            loadHistory: Object.fromEntries(history),
          });
          const days = daysOf(weekFirstDay, week.workouts);
          const check = loadCheck({
            history,
            days,
            restDayOptional:
              input.workoutDays.length === 7 &&
              levelOf((input.fitness.swimLevel + input.fitness.bikeLevel + input.fitness.runLevel) / 3) === 'advanced',
          });
          weeks += 1;
          for (const [key, r] of Object.entries(check))
            if (r.status === 'over') broken.set(key as LoadCheckKey, (broken.get(key as LoadCheckKey) ?? 0) + 1);
          for (const d of days) history.set(d.date, d.load);
          previous.push(weekVolume(week.workouts));
        }
      }),
      { numRuns: 60, seed: 20261126 },
    );
    console.log(`safety limits over, of ${weeks} weeks:`, Object.fromEntries(broken));
    // Kept by construction (a rest day, never two hard days together, the fitness ramp), by the week's own load check
    // (monotony: easy sessions moved, or fewer and longer sessions) and by its load history (form and strain: days
    // trimmed, easy filler first and the long session last).
    for (const key of LOAD_CHECK_KEYS) expect({ key, over: broken.get(key) ?? 0 }).toEqual({ key, over: 0 });
  });
});
