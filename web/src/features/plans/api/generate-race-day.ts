import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { raceDayKey, type RaceDayPlan } from './get-race-day';

/** POST /api/plans/{planId}/race-day: builds (or rebuilds) the plan from today's thresholds, fitness and event. */
export function generateRaceDay({ planId, temperatureC }: { planId: string; temperatureC?: number }): Promise<RaceDayPlan> {
  return apiJson<RaceDayPlan>('POST', `/api/plans/${encodeURIComponent(planId)}/race-day`, temperatureC === undefined ? {} : { temperatureC });
}

export function useGenerateRaceDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateRaceDay,
    onSuccess: (plan) => queryClient.setQueryData(raceDayKey(plan.planId), plan),
  });
}
