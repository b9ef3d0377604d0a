import type { QueryClient } from '@tanstack/react-query';
import type { WeekView } from '@shared/schemas/weeks';
import { lastPromptQueryOptions } from '../../../weeks/api/get-last-prompt';
import { adaptationPreviewQueryOptions } from '../../../weeks/api/week-adaptation';
import { planWeeksQueryOptions } from '../../api/get-plan-weeks';
import type { Plan } from '../../api/get-plans';
import { showsPlanner } from '../../lib/plan-overview';

/**
 * What the dashboard's later cards read, started while their chunks download instead of once they have rendered
 * (on a phone, evaluating and rendering them takes a few hundred milliseconds before their queries would mount).
 */
export function prefetchRestReads(client: QueryClient, plan: Plan, week: WeekView | null): void {
  void client.prefetchQuery(planWeeksQueryOptions(plan.id));
  if (!showsPlanner(plan, week)) return;
  void client.prefetchQuery(lastPromptQueryOptions());
  void client.prefetchQuery(adaptationPreviewQueryOptions(plan.id));
}
