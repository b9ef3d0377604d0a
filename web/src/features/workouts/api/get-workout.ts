import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, routeKey } from '../../../lib/api-call';

export const workoutKey = (id: string) => routeKey('getWorkout', { params: { id } });

export const workoutQueryOptions = (id: string) =>
  queryOptions({ queryKey: workoutKey(id), queryFn: () => apiCall('getWorkout', { params: { id } }) });

export const useWorkout = (id: string | undefined) =>
  useQuery({ ...workoutQueryOptions(id ?? ''), enabled: Boolean(id) });
