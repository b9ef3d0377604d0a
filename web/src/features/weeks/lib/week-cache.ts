import type { QueryClient } from '@tanstack/react-query';

/** After a week changes: the active week, plans (and their weeks), activities, workouts. */
export async function refreshWeekCaches(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ['/api/weeks/active'] }),
    client.invalidateQueries({ queryKey: ['/api/plans'] }),
    client.invalidateQueries({ queryKey: ['/api/activities'] }),
    client.invalidateQueries({ queryKey: ['/api/weeks'] }),
    client.invalidateQueries({ queryKey: ['/api/workouts/flow'] }),
    client.invalidateQueries({ queryKey: ['/api/weeks/last/prompt'] }),
  ]);
}
