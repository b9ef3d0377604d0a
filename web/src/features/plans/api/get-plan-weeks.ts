import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, routeKey } from '../../../lib/api-call';

export const planWeeksKey = (planId: string) => routeKey('listPlanWeeks', { params: { planId } });

export const planWeeksQueryOptions = (planId: string) =>
  queryOptions({ queryKey: planWeeksKey(planId), queryFn: () => apiCall('listPlanWeeks', { params: { planId } }) });

export function usePlanWeeks(planId: string | undefined) {
  return useQuery({ ...planWeeksQueryOptions(planId ?? ''), enabled: Boolean(planId) });
}
