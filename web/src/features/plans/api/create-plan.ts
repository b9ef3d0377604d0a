import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import type { PlanPayload } from '../lib/wizard-rules';
import { PLANS_KEY } from './get-plans';

export function createPlan(payload: PlanPayload): Promise<{ planId: string; sessionId: string }> {
  return apiJson('POST', '/api/plans', payload);
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPlan, onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANS_KEY }) });
}
