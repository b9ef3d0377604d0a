import { queryOptions, useQuery } from '@tanstack/react-query';

export interface WeekStatus {
  completed: boolean;
  status: 'pending' | 'running' | 'completed' | 'failed';
  error?: string;
  weekId: string;
}

export const WEEK_STATUS_POLL_MS = 2_000;

export const weekStatusQueryOptions = (sessionId: string) =>
  queryOptions<WeekStatus>({
    queryKey: ['/api/weeks/status', sessionId],
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.completed || query.state.data?.status === 'failed' ? false : WEEK_STATUS_POLL_MS),
  });

/** Polls GET /api/weeks/status/{sessionId} until the week is ready or failed. */
export const useWeekStatus = (sessionId: string | null) => useQuery({ ...weekStatusQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
