import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanView } from '../../../../../shared/schemas/plans';

export type Plan = PlanView;
export const PLANS_KEY = ['/api/plans'] as const;

/** GET /api/plans: every plan with its active flag (the dashboard picks the active one from it). */
export const plansQueryOptions = () => queryOptions<Plan[]>({ queryKey: PLANS_KEY });

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
