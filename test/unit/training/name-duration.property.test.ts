import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, buildPlanOverview, buildWeekWorkouts, modifyWorkout } from '@shared/training';
import { buildSession } from '@shared/training/sessions';
import { statedMinutes } from '@shared/training/guardrails/name-steps';
import { repairWorkout } from '@shared/training/guardrails/repair';
import { sumStepSeconds } from '@shared/training/guardrails/workout-limits';
import type { WorkoutDetails } from '@shared/schemas/training';
import { planInputArb } from './arbitraries';

/** The minutes the steps last, as a name rounds them. */
const stepsMinutes = (w: WorkoutDetails) => Math.round(sumStepSeconds(w.steps, w.sport) / 60);

function expectNameStatesSteps(w: WorkoutDetails) {
  const stated = statedMinutes(w.workoutName);
  if (stated !== null) expect(stated, w.workoutName).toBe(stepsMinutes(w));
  expect(w.estimatedDurationInSecs).toBe(Math.round(sumStepSeconds(w.steps, w.sport)));
}

describe('the duration a workout name states is the sum of its steps', { timeout: 120_000 }, () => {
  it('for every land session kind, length and phase the engine builds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('run' as const, 'bike' as const),
        fc.constantFrom('easy', 'recovery', 'long', 'tempo', 'intervals', 'brick', 'opener'),
        fc.integer({ min: 15, max: 300 }),
        fc.constantFrom('base', 'build', 'peak', 'taper', 'race', 'transition'),
        fc.constantFrom('sprint', 'olympic', 'half', 'full'),
        fc.constantFrom('en', 'pl'),
        (sport, kind, minutes, phase, distance, lang) => {
          const w = buildSession({
            sport,
            kind: kind as never,
            minutes,
            phase: phase as never,
            distance: distance as never,
            fitness: { swimLevel: 50, bikeLevel: 50, runLevel: 50 },
            lang: lang as never,
          });
          expect(statedMinutes(w.workoutName), w.workoutName).not.toBeNull();
          expectNameStatesSteps(w);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('the interval session of the report: 55 planned minutes are named after the steps, not the plan', () => {
    const w = buildSession({
      sport: 'run',
      kind: 'intervals',
      minutes: 55,
      phase: 'base',
      distance: 'olympic',
      fitness: { swimLevel: 50, bikeLevel: 50, runLevel: 50 },
    });
    expect(w.workoutName).toMatch(/^Run Intervals \d+x3 min Z4 \(\d+ min\)$/);
    expect(statedMinutes(w.workoutName)).toBe(stepsMinutes(w));
  });

  it('in whole weeks for random athletes, and after a modification', () => {
    fc.assert(
      fc.property(planInputArb, fc.double({ min: 0, max: 1, noNaN: true }), (input, at) => {
        const plan = buildPlanOverview(input);
        const wk = 1 + Math.floor(at * (plan.totalWeeks - 1));
        const week = buildWeekWorkouts({
          plan: input,
          planOverview: plan,
          weekFirstDay: addDays(input.planStarts, (wk - 1) * 7),
          trainingStyle: 'classic',
          requirementsPrompt: null,
          previousWeeks: [],
        });
        for (const { workoutDetails } of week.workouts) {
          expectNameStatesSteps(workoutDetails);
          const shorter = modifyWorkout(workoutDetails, '20 minutes shorter');
          expectNameStatesSteps(shorter.workout);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("a model's name with its length in brackets is given the steps' total by the repair", () => {
    const built = buildSession({
      sport: 'bike',
      kind: 'intervals',
      minutes: 60,
      phase: 'build',
      distance: 'half',
      fitness: { swimLevel: 50, bikeLevel: 50, runLevel: 50 },
    });
    const off = { ...built, workoutName: built.workoutName.replace(/\(.*\)/, `(${stepsMinutes(built) - 2} min)`) };
    expect(statedMinutes(off.workoutName)).not.toBe(stepsMinutes(built));
    expect(statedMinutes(repairWorkout(off).workoutName)).toBe(stepsMinutes(built));
  });
});
