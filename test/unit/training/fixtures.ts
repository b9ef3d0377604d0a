import type { PlanInput } from '@shared/schemas/training';

export const fullDistance: PlanInput = {
  primaryEvent: {
    name: 'Ironman Frankfurt',
    date: '2027-06-27',
    type: 'full',
    swimDistance: 3800,
    bikeDistance: 180,
    runDistance: 42.2,
    bikeElevation: 1500,
    runElevation: 100,
  },
  secondaryEvents: [
    {
      name: 'Half in May',
      date: '2027-05-01',
      type: 'half',
      swimDistance: 1900,
      bikeDistance: 90,
      runDistance: 21.1,
      bikeElevation: null,
      runElevation: null,
    },
  ],
  fitness: { swimLevel: 40, bikeLevel: 60, runLevel: 55 },
  workoutDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  workoutsPerWeek: 9,
  trainingPreferences: 'Long rides on Saturday',
  personalDescription: 'Age-grouper, two marathons done',
  planStarts: '2026-11-30',
  today: '2026-11-22',
};

/** The Monday the race athletes below start their plan on. */
export const PLAN_STARTS = '2027-01-04';

const RACES = {
  half: { name: '70.3', type: 'half', swimDistance: 1900, bikeDistance: 90, runDistance: 21.1 },
  olympic: { name: 'Olympic', type: 'olympic', swimDistance: 1500, bikeDistance: 40, runDistance: 10 },
} as const;

/** An athlete racing a 70.3 or an Olympic on the last day of a `weeks`-week plan, free every day, 8 sessions a week. */
export function athleteRacing(race: keyof typeof RACES, weeks: number, patch: Partial<PlanInput> = {}): PlanInput {
  const raceDay = new Date(`${PLAN_STARTS}T00:00:00Z`);
  raceDay.setUTCDate(raceDay.getUTCDate() + (weeks - 1) * 7 + 6);
  const today = new Date(`${PLAN_STARTS}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() - 3);
  return {
    primaryEvent: { ...RACES[race], date: raceDay.toISOString().slice(0, 10), bikeElevation: null, runElevation: null },
    secondaryEvents: [],
    fitness: { swimLevel: 50, bikeLevel: 50, runLevel: 50 },
    workoutDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    workoutsPerWeek: 8,
    trainingPreferences: null,
    personalDescription: null,
    planStarts: PLAN_STARTS,
    today: today.toISOString().slice(0, 10),
    ...patch,
  };
}
