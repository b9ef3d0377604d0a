import type { QueryClient } from '@tanstack/react-query';
import type { WeekView } from '@shared/schemas/weeks';
import { activitiesQueryOptions } from './get-activities';
import { flowWorkoutsQueryOptions } from './get-flow-workouts';
import { weekWorkoutsQueryOptions } from './get-week-workouts';

/**
 * Starts what WeekWorkouts reads for `week` (its workouts by training style, the recorded activities), so a card can
 * render it with its data. Nothing while the week is still being built. Resolves once all have settled.
 */
export async function prefetchWeekWorkoutsReads(client: QueryClient, week: WeekView): Promise<void> {
  if (week.status === 'generating') return;
  const style = (week.trainingStyle ?? '').trim();
  const reads = [client.prefetchQuery(activitiesQueryOptions())];
  if (style === 'classic' || style === 'flexible') reads.push(client.prefetchQuery(weekWorkoutsQueryOptions(week.id)));
  if (style === 'flow') reads.push(client.prefetchQuery(flowWorkoutsQueryOptions()));
  await Promise.all(reads);
}
