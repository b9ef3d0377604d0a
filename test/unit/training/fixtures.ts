import type { PlanInput } from '@shared/schemas/training';

export const fullDistance: PlanInput = {
  primaryEvent: { name: 'Ironman Frankfurt', date: '2027-06-27', type: 'full', swimDistance: 3800, bikeDistance: 180, runDistance: 42.2, bikeElevation: 1500, runElevation: 100 },
  secondaryEvents: [{ name: 'Half in May', date: '2027-05-01', type: 'half', swimDistance: 1900, bikeDistance: 90, runDistance: 21.1, bikeElevation: null, runElevation: null }],
  fitness: { swimLevel: 40, bikeLevel: 60, runLevel: 55 },
  workoutDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  workoutsPerWeek: 9,
  trainingPreferences: 'Long rides on Saturday',
  personalDescription: 'Age-grouper, two marathons done',
  planStarts: '2026-11-30',
  today: '2026-11-22',
};
