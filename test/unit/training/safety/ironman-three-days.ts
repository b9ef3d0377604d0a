import { addDays } from '@shared/calendar/days';
import type { PlanInput } from '@shared/schemas/training';

/** An Ironman athlete on three days a week whose plan starts on `first` (decision record 030). */
export const ironmanOnThreeDays = (first: string): PlanInput => ({
  primaryEvent: {
    name: 'Ironman',
    date: addDays(first, 7 * 19 + 6),
    type: 'full',
    swimDistance: 3800,
    bikeDistance: 180,
    runDistance: 42.2,
    bikeElevation: null,
    runElevation: null,
  },
  secondaryEvents: [],
  fitness: { swimLevel: 55, bikeLevel: 60, runLevel: 50 },
  workoutDays: ['tuesday', 'saturday', 'sunday'],
  workoutsPerWeek: 6,
  trainingPreferences: null,
  personalDescription: null,
  planStarts: first,
  today: addDays(first, -3),
});
