import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@shared/api/route-answers';
import { apiCall, routeKey } from '../../../lib/api-call';

export type WeekStatus = RouteAnswer<'weekStatus'>;

export const WEEK_STATUS_POLL_MS = 2_000;

export const weekStatusQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: routeKey('weekStatus', { params: { sessionId } }),
    queryFn: () => apiCall('weekStatus', { params: { sessionId } }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.completed || query.state.data?.status === 'failed' ? false : WEEK_STATUS_POLL_MS),
  });

/** Polls the week generation's status until the week is ready or failed. */
export const useWeekStatus = (sessionId: string | null) => useQuery({ ...weekStatusQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
