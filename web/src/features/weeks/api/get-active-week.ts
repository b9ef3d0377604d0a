import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, routeKey } from '../../../lib/api-call';

export const ACTIVE_WEEK_KEY = routeKey('activeWeek');
/** Seed 001: the active week is fresh for 30 s and not refetched on focus. */
export const ACTIVE_WEEK_FRESH_MS = 30_000;

export const activeWeekQueryOptions = () =>
  queryOptions({
    queryKey: ACTIVE_WEEK_KEY,
    queryFn: () => apiCall('activeWeek'),
    staleTime: ACTIVE_WEEK_FRESH_MS,
    refetchOnWindowFocus: false,
  });

export function useActiveWeek() {
  return useQuery(activeWeekQueryOptions());
}
