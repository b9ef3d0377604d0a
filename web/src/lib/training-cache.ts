import type { QueryClient } from '@tanstack/react-query';
import { routeFamilyKey, routeKey } from './api-call';
import { refreshCredits } from './credits-cache';

// Named by route, not through the features' query options: plans, weeks, workouts and logging all change what the
// others read, and a feature imports no other feature's internals.

/** After a week changes: the active week, plans (and their weeks), activities, workouts, and the credits (spent or returned). */
export async function refreshWeekCaches(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: routeKey('activeWeek') }),
    client.invalidateQueries({ queryKey: routeKey('listPlans') }),
    client.invalidateQueries({ queryKey: routeKey('listActivities') }),
    client.invalidateQueries({ queryKey: routeFamilyKey('weekWorkouts') }),
    client.invalidateQueries({ queryKey: routeKey('flowWorkouts') }),
    client.invalidateQueries({ queryKey: routeKey('lastWeekPrompt') }),
    refreshCredits(client),
  ]);
}

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
