import { describe, expect, it } from 'vitest';
import { addDays } from '@shared/calendar/days';
import { emptyThresholds } from '@shared/schemas/thresholds';
import type { PlanRecord } from '../../../functions/modules/plans/plan-record';
import type { RaceDayRepository } from '../../../functions/modules/plans/race-day-repository';
import { createRaceDayService } from '../../../functions/modules/plans/race-day-service';
import { planFor } from '../training/race-day/fixtures';

// The race-day plan's taper weeks are built against the athlete's load history, read as for a new week (record 031).
const input = { ...planFor('half'), planStarts: '2027-05-10' };
const plan = {
  id: 'p1',
  userId: 'u1',
  primaryGoal: input.primaryEvent,
  secondaryGoals: [],
  workoutDays: input.workoutDays,
  workoutsPerWeek: input.workoutsPerWeek,
  trainingPreferences: '',
  personalDescription: '',
  planStarts: input.planStarts,
  planOverview: null,
  startingPoint: null,
} as unknown as PlanRecord;

/** Ten weeks before the plan with two short easy sessions a week. */
const light: Record<string, number> = {};
for (let week = 1; week <= 10; week++) {
  light[addDays(plan.planStarts, -7 * week + 5)] = 35;
  light[addDays(plan.planStarts, -7 * week + 6)] = 35;
}

function serviceWith(history: Record<string, number>, asked: unknown[][]) {
  const raceDays = { store: async () => true } as unknown as RaceDayRepository;
  return createRaceDayService({
    plans: { findById: async () => plan },
    raceDays,
    thresholds: { get: async () => emptyThresholds() },
    fitness: async () => input.fitness,
    users: { findById: async () => null },
    loadHistory: async (...args) => {
      asked.push(args);
      return history;
    },
    clock: () => new Date('2027-05-10T07:00:00Z'),
  });
}

describe('the race-day taper and the athlete load history', () => {
  it('reads the history up to the race day and builds the taper weeks against it', async () => {
    const asked: unknown[][] = [];
    const held = await serviceWith(light, asked).generate('u1', 'p1', {});
    expect(asked).toEqual([['u1', plan, addDays(input.primaryEvent.date, 1), '2027-05-10']]);
    const none = await serviceWith({}, []).generate('u1', 'p1', {});
    const total = (p: typeof held) => p.plan.taper.reduce((sum, w) => sum + w.totalMinutes, 0);
    expect(total(held)).toBeLessThan(total(none));
  });
});
