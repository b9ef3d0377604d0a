import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';
import { raceDayKey, type RaceDayPlan } from './get-race-day';

/** Builds (or rebuilds) the plan from today's thresholds, fitness and event. */
export function generateRaceDay({
  planId,
  temperatureC,
}: {
  planId: string;
  temperatureC?: number;
}): Promise<RaceDayPlan> {
  return apiCall('generateRaceDay', { params: { planId }, body: temperatureC === undefined ? {} : { temperatureC } });
}

export function useGenerateRaceDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateRaceDay,
    onSuccess: (plan) => queryClient.setQueryData(raceDayKey(plan.planId), plan),
  });
}
