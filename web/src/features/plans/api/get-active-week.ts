import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeekView } from '../../../../../shared/schemas/weeks';

export const ACTIVE_WEEK_KEY = ['/api/weeks/active'] as const;
/** Seed 001: the active week is fresh for 30 s and not refetched on focus. */
export const ACTIVE_WEEK_FRESH_MS = 30_000;

export const activeWeekQueryOptions = () => queryOptions<WeekView | null>({ queryKey: ACTIVE_WEEK_KEY, staleTime: ACTIVE_WEEK_FRESH_MS, refetchOnWindowFocus: false });

export function useActiveWeek() {
  return useQuery(activeWeekQueryOptions());
}
