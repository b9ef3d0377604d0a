import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentTraining, Fitness } from '@shared/schemas/training';
import { apiCall, routeKey } from '../../../lib/api-call';

/** The three levels the sliders and the assessment save, and what the athlete said they train now. */
export type FitnessLevels = Fitness & { currentTraining?: CurrentTraining | null };

export const LATEST_FITNESS_KEY = routeKey('getLatestFitness');

export const DEFAULT_FITNESS: FitnessLevels = { swimLevel: 50, bikeLevel: 50, runLevel: 50 };

/** Latest saved levels; 50/50/50 when none are saved yet (the API answers null). */
export const latestFitnessQueryOptions = () =>
  queryOptions({
    queryKey: LATEST_FITNESS_KEY,
    queryFn: async (): Promise<FitnessLevels> => {
      const latest = await apiCall('getLatestFitness');
      if (!latest) return DEFAULT_FITNESS;
      const { swimLevel, bikeLevel, runLevel, currentTraining } = latest;
      return { swimLevel, bikeLevel, runLevel, currentTraining: currentTraining ?? null };
    },
  });

export function useLatestFitness() {
  return useQuery(latestFitnessQueryOptions());
}
