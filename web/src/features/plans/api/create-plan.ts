import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';
import type { PlanPayload } from '../lib/wizard-rules';
import { PLANS_KEY } from './get-plans';

export function createPlan(payload: PlanPayload) {
  return apiCall('createPlan', { body: payload });
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}
