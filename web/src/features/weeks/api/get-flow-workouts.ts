import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, routeKey } from '../../../lib/api-call';

export const FLOW_WORKOUTS_KEY = routeKey('flowWorkouts');

export const flowWorkoutsQueryOptions = () =>
  queryOptions({ queryKey: FLOW_WORKOUTS_KEY, queryFn: () => apiCall('flowWorkouts') });

/** The flow week's workouts; enabled only when a user id exists. */
export const useFlowWorkouts = (userId: string | undefined, enabled = true) =>
  useQuery({ ...flowWorkoutsQueryOptions(), enabled: Boolean(userId) && enabled });
