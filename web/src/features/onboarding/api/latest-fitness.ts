import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, errorStatus } from '../../../lib/api-client';

export interface FitnessLevels {
  swimLevel: number;
  bikeLevel: number;
  runLevel: number;
}

export const DEFAULT_FITNESS: FitnessLevels = { swimLevel: 50, bikeLevel: 50, runLevel: 50 };

/** Latest saved levels; 50/50/50 when none are saved yet (the API answers 404). */
export const latestFitnessQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/user/fitness/latest'] as const,
    queryFn: async (): Promise<FitnessLevels> => {
      try {
        return await apiJson<FitnessLevels>('GET', '/api/user/fitness/latest');
      } catch (error) {
        if (errorStatus(error) === 404) return DEFAULT_FITNESS;
        throw error;
      }
    },
  });

export function useLatestFitness() {
  return useQuery(latestFitnessQueryOptions());
}
