import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, routeKey } from '../../../lib/api-call';

export const CALENDAR_FEED_KEY = routeKey('getCalendarFeed');

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: CALENDAR_FEED_KEY, queryFn: () => apiCall('getCalendarFeed') });
export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());

/** A new private link (any previous one stops working); the answer holds the URL, shown once. */
export function useCreateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('createCalendarFeed'),
    onSuccess: () => client.invalidateQueries({ queryKey: CALENDAR_FEED_KEY }),
  });
}

export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('deleteCalendarFeed'),
    onSuccess: () => client.invalidateQueries({ queryKey: CALENDAR_FEED_KEY }),
  });
}
