import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanView } from '@shared/schemas/plans';
import { apiCall, routeKey } from '../../../lib/api-call';

export type Plan = PlanView;
export const PLANS_KEY = routeKey('listPlans');

/** Every plan with its active flag (the dashboard picks the active one from it). */
export const PLAN_GENERATING_POLL_MS = 3_000;

/** Every plan. While a plan's overview is being (re)built the list refreshes itself, so the dashboard shows the result. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: PLANS_KEY,
    queryFn: () => apiCall('listPlans'),
    refetchInterval: (query) =>
      query.state.data?.some((p) => p.active && p.status === 'generating') ? PLAN_GENERATING_POLL_MS : false,
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}

export function activePlanOf(plans: readonly Plan[] | undefined): Plan | null {
  return plans?.find((p) => p.active) ?? null;
}

export function useActivePlan() {
  const query = usePlans();
  return { ...query, plan: activePlanOf(query.data) };
}
