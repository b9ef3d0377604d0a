import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RaceDayPlanView } from '@shared/schemas/race-day';
import { apiCall, routeKey } from '../../../lib/api-call';

export type RaceDayPlan = RaceDayPlanView;

export const raceDayKey = (planId: string) => routeKey('getRaceDay', { params: { planId } });

/** The stored plan, or null before the first one is generated. */
export const raceDayQueryOptions = (planId: string) =>
  queryOptions({ queryKey: raceDayKey(planId), queryFn: () => apiCall('getRaceDay', { params: { planId } }) });

export function useRaceDay(planId: string | undefined) {
  return useQuery({ ...raceDayQueryOptions(planId ?? ''), enabled: Boolean(planId) });
}
