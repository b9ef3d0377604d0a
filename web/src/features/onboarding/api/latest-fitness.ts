import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Fitness } from '@shared/schemas/training';
import { errorStatus } from '../../../lib/api-client';
import { apiCall, routeKey } from '../../../lib/api-call';

/** The three levels the sliders and the assessment save. */
export type FitnessLevels = Fitness;

export const LATEST_FITNESS_KEY = routeKey('getLatestFitness');

export const DEFAULT_FITNESS: FitnessLevels = { swimLevel: 50, bikeLevel: 50, runLevel: 50 };

/** Latest saved levels; 50/50/50 when none are saved yet (the API answers 404). */
export const latestFitnessQueryOptions = () =>
  queryOptions({
    queryKey: LATEST_FITNESS_KEY,
    queryFn: async (): Promise<FitnessLevels> => {
      try {
        const { swimLevel, bikeLevel, runLevel } = await apiCall('getLatestFitness');
        return { swimLevel, bikeLevel, runLevel };
      } catch (error) {
        if (errorStatus(error) === 404) return DEFAULT_FITNESS;
        throw error;
      }
    },
  });

export function useLatestFitness() {
  return useQuery(latestFitnessQueryOptions());
}
