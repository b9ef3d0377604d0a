import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';
import { ACTIVE_WEEK_KEY } from './get-active-week';
import type { Plan } from './get-plans';
import { PLANS_KEY } from './get-plans';

/** Seed 001: the active week (if any) is set inactive first, ignoring failures; then the plan is finished. */
export async function finishPlan({ planId, activeWeekId }: { planId: string; activeWeekId: string | null }): Promise<Plan> {
  if (activeWeekId) {
    await apiCall('updateWeek', { params: { id: activeWeekId }, body: { active: false } }).catch(() => undefined);
  }
  return apiCall('finishPlan', { params: { id: planId } });
}

export function useFinishPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishPlan,
    // Not awaited: the caller navigates away at once, and the edit screen would otherwise flash 'no plan'.
    onSuccess: () => {
      queryClient.setQueryData(ACTIVE_WEEK_KEY, null);
      void queryClient.invalidateQueries({ queryKey: PLANS_KEY });
    },
  });
}
