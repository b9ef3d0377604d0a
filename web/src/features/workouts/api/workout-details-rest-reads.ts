import type { QueryClient } from '@tanstack/react-query';
import { activePlanOf, planWeeksQueryOptions, plansQueryOptions } from '../../plans';
import { activeWeekQueryOptions, weekWorkoutsQueryOptions } from '../../weeks';

/**
 * What the cards under a workout's summary read (lib/workout-week.ts: its week, the plan's training days; the
 * week's other workouts), started while their chunk downloads. Resolves once every read has settled (never rejects).
 */
export async function prefetchDetailsRestReads(client: QueryClient, weekId: string): Promise<void> {
  const [active, plans] = await Promise.all([
    client.fetchQuery(activeWeekQueryOptions()).catch(() => undefined),
    client.fetchQuery(plansQueryOptions()).catch(() => undefined),
  ]);
  let week = active?.id === weekId ? active : undefined;
  const plan = activePlanOf(plans);
  if (!week && plan) {
    const weeks = await client.fetchQuery(planWeeksQueryOptions(plan.id)).catch(() => undefined);
    week = weeks?.find((w) => w.id === weekId);
  }
  if (week) await client.prefetchQuery(weekWorkoutsQueryOptions(week.id));
}
