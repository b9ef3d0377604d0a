import fc from 'fast-check';
import { weekCheckContext } from '../../../functions/providers/ai/week-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  buildPlanOverview,
  buildSingleWorkout,
  buildWeekWorkouts,
  checkPlanOverview,
  checkWeek,
  checkWorkout,
  modifyWorkout,
  weekVolume,
  weekdayOf,
} from '@shared/training';
import { planOverviewSchema, type SportVolume } from '@shared/schemas/training';
import { planInputArb } from './arbitraries';

const PROMPTS = [
  null,
  '',
  'no swimming this week',
  'away on saturday and sunday',
  'easy week please, I am tired',
  'more bike',
  'harder please',
];

// Property runs build whole plans and weeks: slow on a shared machine, so a longer timeout than the default 5 s.
describe('engine never produces what the guardrails refuse', { timeout: 60_000 }, () => {
  it('plans pass checkPlanOverview for random athletes and events', () => {
    fc.assert(
      fc.property(planInputArb, (input) => {
        const plan = buildPlanOverview(input);
        const r = checkPlanOverview(plan, input);
        expect(r.errors).toEqual([]);
        expect(planOverviewSchema.safeParse(plan).success).toBe(true);
        expect(plan.trainingPhases.at(-1)?.endDate).toBe(input.primaryEvent.date);
      }),
      { numRuns: 200 },
    );
  });

  it('consecutive weeks pass checkWeek (days, hard days, ramp, Garmin limits)', () => {
    fc.assert(
      fc.property(
        planInputArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(...PROMPTS),
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
        (input, at, prompt, compliance) => {
          const plan = buildPlanOverview(input);
          const start = 1 + Math.floor(at * Math.max(0, plan.totalWeeks - 3));
          const previous: SportVolume[] = [];
          for (let wk = start; wk < start + 3 && wk <= plan.totalWeeks + 1; wk++) {
            const weekFirstDay = addDays(input.planStarts, (wk - 1) * 7);
            const buildInput = {
              plan: input,
              planOverview: plan,
              weekFirstDay,
              trainingStyle: 'classic' as const,
              requirementsPrompt: prompt,
              previousWeeks: previous.map((volume) => ({ volume, compliancePercent: compliance })),
            };
            const week = buildWeekWorkouts(buildInput);
            // The context both providers are checked with: coaching rules included, the ramp measured against the plan too.
            const r = checkWeek(week, weekCheckContext(buildInput));
            expect(r.errors).toEqual([]);
            for (const w of week.workouts) expect(input.workoutDays).toContain(weekdayOf(w.day));
            previous.push(weekVolume(week.workouts));
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('single workouts and modifications pass checkWorkout', () => {
    const requests = [
      '20 minutes shorter',
      'make it 30% longer',
      'easier',
      'harder',
      'fewer intervals',
      'more intervals',
      'swap to the bike',
      'move it to the pool',
      'on the treadmill',
      'on the trainer',
      'move the hard part to the end',
      'sing me a song',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom('SWIMMING', 'CYCLING', 'RUNNING' as const),
        fc.constantFrom(
          null,
          'I have 1h for run',
          '45 min easy swim',
          '10 km tempo',
          'intervals',
          '2h long ride',
          '1500 m technique',
          'open water',
        ),
        fc.record({
          swimLevel: fc.integer({ min: 0, max: 100 }),
          bikeLevel: fc.integer({ min: 0, max: 100 }),
          runLevel: fc.integer({ min: 0, max: 100 }),
        }),
        fc.constantFrom(...requests),
        (sport, prompt, fitness, request) => {
          const w = buildSingleWorkout({ sport, prompt, fitness });
          expect(checkWorkout(w).errors).toEqual([]);
          const m = modifyWorkout(w, request, { fitness });
          expect(checkWorkout(m.workout).errors).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
