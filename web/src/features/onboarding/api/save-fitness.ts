import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';
import { USER_KEY } from '../../auth';
import { LATEST_FITNESS_KEY, type FitnessLevels } from './latest-fitness';

/** POST /api/user/fitness; the user's onboardingStatus moves on, so the user is re-read. */
export function useSaveFitness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (levels: FitnessLevels) => apiCall('saveFitness', { body: levels }),
    onSuccess: async (_res, levels) => {
      queryClient.setQueryData(LATEST_FITNESS_KEY, levels);
      await queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
}
