import type { PlanInput } from '@shared/schemas/training';
import type { ThresholdValues } from '@shared/schemas/thresholds';
import { DEFAULT_EVENT_TYPES } from '../../../../functions/modules/plans/event-type-defaults';
import type { RaceDayInput } from '@shared/training/race-day';

export const EVENT_TYPES = DEFAULT_EVENT_TYPES;
export const NO_THRESHOLDS: ThresholdValues = {
  maxHr: null,
  thresholdHr: null,
  runThresholdPace: null,
  swimCss: null,
  ftp: null,
};
export const THRESHOLDS: ThresholdValues = {
  maxHr: 190,
  thresholdHr: 170,
  runThresholdPace: 270,
  swimCss: 110,
  ftp: 250,
};

export function planFor(typeId: string, overrides: Partial<PlanInput['primaryEvent']> = {}): PlanInput {
  const et = EVENT_TYPES.find((e) => e.id === typeId)!;
  return {
    primaryEvent: {
      name: et.name,
      date: '2027-06-20',
      type: et.id,
      swimDistance: et.swimDistance,
      bikeDistance: et.bikeDistance,
      runDistance: et.runDistance,
      bikeElevation: et.bikeElevation,
      runElevation: et.runElevation,
      ...overrides,
    },
    secondaryEvents: [],
    fitness: { swimLevel: 50, bikeLevel: 50, runLevel: 50 },
    workoutDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
    workoutsPerWeek: 8,
    trainingPreferences: null,
    personalDescription: null,
    planStarts: '2027-02-01',
    today: '2027-01-30',
  };
}

export function inputFor(typeId: string, overrides: Partial<RaceDayInput> = {}): RaceDayInput {
  return {
    plan: planFor(typeId),
    planOverview: null,
    thresholds: THRESHOLDS,
    thresholdsUpdatedAt: null,
    temperatureC: 20,
    weightKg: 70,
    lang: 'en',
    ...overrides,
  };
}
