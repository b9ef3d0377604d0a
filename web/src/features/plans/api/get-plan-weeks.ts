import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeekView } from '../../../../../shared/schemas/weeks';

export const planWeeksKey = (planId: string) => ['/api/plans', planId, 'weeks'] as const;

/** GET /api/plans/{planId}/weeks (the default query function joins the key into the path). */
export const planWeeksQueryOptions = (planId: string) => queryOptions<WeekView[]>({ queryKey: planWeeksKey(planId) });

export function usePlanWeeks(planId: string | undefined) {
  return useQuery({ ...planWeeksQueryOptions(planId ?? ''), enabled: Boolean(planId) });
}
