import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RaceDayPlanView } from '../../../../../shared/schemas/race-day';

export type RaceDayPlan = RaceDayPlanView;

export const raceDayKey = (planId: string) => ['/api/plans', planId, 'race-day'] as const;

/** GET /api/plans/{planId}/race-day: the stored plan, or a 404 before the first one is generated. */
export const raceDayQueryOptions = (planId: string) => queryOptions<RaceDayPlan>({ queryKey: raceDayKey(planId) });

export function useRaceDay(planId: string | undefined) {
  return useQuery({ ...raceDayQueryOptions(planId ?? ''), enabled: Boolean(planId) });
}
