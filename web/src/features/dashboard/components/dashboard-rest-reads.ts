import type { QueryClient } from '@tanstack/react-query';
import type { WeekView } from '@shared/schemas/weeks';
import { localDay } from '@shared/calendar/days';
import { readinessQueryOptions } from '../../readiness';
import {
  adaptationPreviewQueryOptions,
  knownLastPrompt,
  lastPromptQueryOptions,
  prefetchWeekWorkoutsReads,
} from '../../weeks';
import { type Plan, PLANS_KEY, planWeeksQueryOptions, showsPlanner } from '../../plans';

/**
 * What the dashboard's later cards read, started while their chunks download instead of once they have rendered
 * (on a phone, evaluating and rendering them takes a few hundred milliseconds before their queries would mount).
 * Resolves once every read has settled (never rejects).
 */
export async function prefetchRestReads(client: QueryClient, plan: Plan, week: WeekView | null): Promise<void> {
  const planWeeks = client.fetchQuery(planWeeksQueryOptions(plan.id)).catch(() => undefined);
  // The readiness card sits above this week's workouts: read with them, it renders in the same commit instead of
  // pushing them down when its own answer lands.
  const reads: Array<Promise<unknown>> = [planWeeks, client.prefetchQuery(readinessQueryOptions(localDay(new Date())))];
  if (showsPlanner(plan, week)) {
    // The last prompt is asked only when the plans and the plan's weeks do not already tell it (next-week-planner).
    const lastPrompt = planWeeks.then((weeks) => {
      if (weeks && knownLastPrompt(client.getQueryData(PLANS_KEY), weeks) === undefined)
        return client.prefetchQuery(lastPromptQueryOptions());
    });
    reads.push(lastPrompt, client.prefetchQuery(adaptationPreviewQueryOptions(plan.id)));
  }
  if (week) reads.push(prefetchWeekWorkoutsReads(client, week));
  await Promise.all(reads);
}
