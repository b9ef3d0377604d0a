import { describe, expect, it } from 'vitest';
import { addDays, buildPlanOverview, buildWeekWorkouts, checkWeek } from '@shared/training';
import type { PlanInput } from '@shared/schemas/training';
import { weekCheckContext } from '../../../functions/providers/ai/week-check';

// The smallest athlete fast-check found whose race week came out empty: a Tuesday sprint, one session a week on
// Mondays and Sundays, and a plan that had built only swims before it.
const athlete: PlanInput = {
  primaryEvent: {
    name: 'sprint race',
    date: '2026-01-27',
    type: 'sprint',
    swimDistance: 750,
    bikeDistance: 20,
    runDistance: 5,
    bikeElevation: null,
    runElevation: null,
  },
  secondaryEvents: [],
  fitness: { swimLevel: 0, bikeLevel: 0, runLevel: 0 },
  workoutDays: ['monday', 'sunday'],
  workoutsPerWeek: 1,
  trainingPreferences: null,
  personalDescription: null,
  planStarts: '2026-01-05',
  today: '2026-01-02',
};

describe('race week with almost no volume left', () => {
  it('still holds a short opener on the day before the race, and passes the guardrails', () => {
    const planOverview = buildPlanOverview(athlete);
    const input = {
      plan: athlete,
      planOverview,
      weekFirstDay: addDays(athlete.planStarts, 21),
      trainingStyle: 'classic' as const,
    };
    const week = buildWeekWorkouts(input);
    expect(week.workouts.map((w) => w.day)).toEqual(['2026-01-26']);
    expect(week.workouts[0].workoutDetails.estimatedDurationInSecs).toBeLessThanOrEqual(25 * 60);
    expect(checkWeek(week, weekCheckContext(input)).errors).toEqual([]);
  });
});
