import type { QueryClient } from '@tanstack/react-query';
import type { WeekView } from '@shared/schemas/weeks';
import { activitiesQueryOptions } from '../../logging';
import { flowWorkoutsQueryOptions } from './get-flow-workouts';
import { weekWorkoutsQueryOptions } from './get-week-workouts';

/**
 * Where a week's workouts are read from: the week's own list (classic, flexible), the flow list (flow), or nowhere
 * (still being built, or no known style).
 */
export function weekWorkoutsSource(week: WeekView): 'week' | 'flow' | null {
  if (week.status === 'generating') return null;
  const style = (week.trainingStyle ?? '').trim();
  if (style === 'classic' || style === 'flexible') return 'week';
  return style === 'flow' ? 'flow' : null;
}

/**
 * Starts what WeekWorkouts reads for `week` (its workouts, the recorded activities), so a card can render it with
 * its data. Nothing while the week is still being built. Resolves once all have settled.
 */
export async function prefetchWeekWorkoutsReads(client: QueryClient, week: WeekView): Promise<void> {
  if (week.status === 'generating') return;
  const source = weekWorkoutsSource(week);
  const reads = [client.prefetchQuery(activitiesQueryOptions())];
  if (source === 'week') reads.push(client.prefetchQuery(weekWorkoutsQueryOptions(week.id)));
  if (source === 'flow') reads.push(client.prefetchQuery(flowWorkoutsQueryOptions()));
  await Promise.all(reads);
}
