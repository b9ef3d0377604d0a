import type { QueryClient } from '@tanstack/react-query';
import { routeFamilyKey } from '../../../lib/api-call';
import { refreshWeekCaches } from '../../weeks/lib/week-cache';

/**
 * After a report, a logged or uploaded activity, or a deletion: everything that reads what was done (the week's and
 * flow workouts, one workout, the activities, Progress) reads again.
 */
export async function refreshTraining(client: QueryClient): Promise<void> {
  await Promise.all([
    refreshWeekCaches(client),
    client.invalidateQueries({ queryKey: routeFamilyKey('getWorkout') }),
    client.invalidateQueries({ queryKey: routeFamilyKey('getProgress') }),
  ]);
}
