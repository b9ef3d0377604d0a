import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, routeKey } from '../../../lib/api-call';

export const ACTIVITIES_KEY = routeKey('listActivities');

export const activitiesQueryOptions = () =>
  queryOptions({ queryKey: ACTIVITIES_KEY, queryFn: () => apiCall('listActivities') });

export const useActivities = () => useQuery(activitiesQueryOptions());
