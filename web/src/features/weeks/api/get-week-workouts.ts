import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, routeKey } from '../../../lib/api-call';

export const weekWorkoutsKey = (weekId: string) => routeKey('weekWorkouts', { params: { weekId } });

export const weekWorkoutsQueryOptions = (weekId: string) =>
  queryOptions({ queryKey: weekWorkoutsKey(weekId), queryFn: () => apiCall('weekWorkouts', { params: { weekId } }) });

/** A classic or flexible week's workouts. */
export const useWeekWorkouts = (weekId: string, enabled = true) =>
  useQuery({ ...weekWorkoutsQueryOptions(weekId), enabled });
