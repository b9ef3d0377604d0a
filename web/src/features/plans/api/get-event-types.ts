import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, routeKey } from '../../../lib/api-call';

export const EVENT_TYPES_KEY = routeKey('listEventTypes');

export const eventTypesQueryOptions = () => queryOptions({ queryKey: EVENT_TYPES_KEY, queryFn: () => apiCall('listEventTypes') });

export function useEventTypes() {
  return useQuery(eventTypesQueryOptions());
}
