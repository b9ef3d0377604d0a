import type { QueryClient } from '@tanstack/react-query';
import { routeKey } from './api-call';

/** After anything that spends or returns credits: the header's counter (the user read) and the credits page's read. */
export async function refreshCredits(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: routeKey('getUser') }),
    client.invalidateQueries({ queryKey: routeKey('getCredits') }),
  ]);
}
