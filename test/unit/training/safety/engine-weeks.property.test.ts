import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, buildPlanOverview, buildWeekWorkouts, weekVolume } from '@shared/training';
import { isHardWorkout } from '@shared/training/intensity';
import { levelOf } from '@shared/training/profile';
import { loadCheck, type LoadCheckKey } from '@shared/training/safety/load-check';
import { plannedLoad } from '@shared/training/safety/planned-load';
import type { SportVolume } from '@shared/schemas/training';
import { planInputArb } from '../arbitraries';

// Weeks are built one after another for random athletes who train exactly as planned; each week is checked against
// the safety limits with the weeks before it as history. Before the plan the athlete trained 12 weeks like its first
// week (a plan starts from what the athlete does now), so fitness is settled when the plan begins.
/** Weeks over a limit on this seed (of 540): form and strain, the gaps decision record 029 leaves open. */
// Decision record 027 raised monotony 25 -> 27 and form 18 -> 19 (strain fell 5 -> 4): the weeks now deliver the
// plan's minutes in full. Decision record 029 (the week builder's own load check) took monotony 27 -> 0; strain 4 -> 5:
// the high-monotony athletes' strain fell by up to half, and with it the peak a later week is held to (see the record).
const KNOWN = { form: 19, strain: 5 };

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
    // Kept by construction: a rest day, never two hard days together, and the fitness ramp.
    expect(broken.get('restDays') ?? 0).toBe(0);
    expect(broken.get('hardDaysInARow') ?? 0).toBe(0);
    expect(broken.get('ramp') ?? 0).toBe(0);
    // Kept by the week builder's load check (decision record 029): easy sessions moved, or fewer and longer sessions.
    expect(broken.get('monotony') ?? 0).toBe(0);
    // Not yet kept by the week builder (docs/decisions/029-week-load-check.md, 'Left open'): the counts measured on this
    // seed may fall, never rise.
    expect(broken.get('form') ?? 0).toBeLessThanOrEqual(KNOWN.form);
    expect(broken.get('strain') ?? 0).toBeLessThanOrEqual(KNOWN.strain);
  });
});
