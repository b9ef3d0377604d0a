import type { QueryClient } from '@tanstack/react-query';
import { availabilityQueryOptions } from './availability';
import { loadCheckQueryOptions } from './get-load-check';
import { weekWorkoutsQueryOptions } from './get-week-workouts';
import { weekReplanQueryOptions } from './week-replan';

/**
 * What /week's board and the cards above it read besides the week: the workouts, then (their keys follow the
 * workouts) the load check and the re-plan, with the availability the board's moves are checked against. Started
 * while the board's chunk downloads, so they run side by side instead of each after the board has rendered (and
 * each answer re-rendering it). Resolves once all have settled (never rejects).
 */
export async function prefetchBoardReads(client: QueryClient, weekId: string): Promise<void> {
  const availability = client.prefetchQuery(availabilityQueryOptions());
  const workouts = await client.fetchQuery(weekWorkoutsQueryOptions(weekId)).catch(() => undefined);
  if (workouts)
    await Promise.all([
      client.prefetchQuery(loadCheckQueryOptions(weekId, workouts)),
      client.prefetchQuery(weekReplanQueryOptions(weekId, workouts)),
    ]);
  await availability;
}
