import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanView } from '../../../../../shared/schemas/plans';

export type Plan = PlanView;
export const PLANS_KEY = ['/api/plans'] as const;

/** Every plan with its active flag (the dashboard picks the active one from it). */
export const PLAN_GENERATING_POLL_MS = 3_000;

/** GET /api/plans. While a plan's overview is being (re)built the list refreshes itself, so the dashboard shows the result. */
export const plansQueryOptions = () =>
  queryOptions<Plan[]>({
    queryKey: PLANS_KEY,
    refetchInterval: (query) => (query.state.data?.some((p) => p.active && p.status === 'generating') ? PLAN_GENERATING_POLL_MS : false),
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
