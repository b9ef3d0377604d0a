import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USER_KEY } from '../../auth/api/get-user';
import type { FitnessLevels } from './latest-fitness';

/** POST /api/user/fitness; the user's onboardingStatus moves on, so the user is re-read. */
export function useSaveFitness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (levels: FitnessLevels) => apiRequest('POST', '/api/user/fitness', levels),
    onSuccess: async (_res, levels) => {
      queryClient.setQueryData(['/api/user/fitness/latest'], levels);
      await queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
}
