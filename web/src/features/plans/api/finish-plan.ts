import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiCall, routeKey } from '../../../lib/api-call';
import { type Plan, PLANS_KEY } from './get-plans';

// The active week is the weeks feature's read: named here by its route, as plans imports nothing of weeks.
const ACTIVE_WEEK_KEY = routeKey('activeWeek');

/** The active week's id: the cached answer (the dashboard has read it), else asked now; none when it cannot be read. */
async function activeWeekId(client: QueryClient): Promise<string | null> {
  const week = await client
    .ensureQueryData({ queryKey: ACTIVE_WEEK_KEY, queryFn: () => apiCall('activeWeek') })
    .catch(() => null);
  return week?.id ?? null;
}

/** Seed 001: the active week (if any) is set inactive first, ignoring failures; then the plan is finished. */
export async function finishPlan({
  planId,
  activeWeekId,
}: {
  planId: string;
  activeWeekId: string | null;
}): Promise<Plan> {
  if (activeWeekId) {
    await apiCall('updateWeek', { params: { id: activeWeekId }, body: { active: false } }).catch(() => undefined);
  }
  return apiCall('finishPlan', { params: { id: planId } });
}

export function useFinishPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ planId }: { planId: string }) =>
      finishPlan({ planId, activeWeekId: await activeWeekId(queryClient) }),
    // Not awaited: the caller navigates away at once, and the edit screen would otherwise flash 'no plan'.
    onSuccess: () => {
      queryClient.setQueryData(ACTIVE_WEEK_KEY, null);
      void queryClient.invalidateQueries({ queryKey: PLANS_KEY });
    },
  });
}
