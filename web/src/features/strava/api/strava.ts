import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, routeKey } from '../../../lib/api-call';

export const STRAVA_STATUS_KEY = routeKey('stravaStatus');

export const stravaStatusQueryOptions = () =>
  queryOptions({ queryKey: STRAVA_STATUS_KEY, queryFn: () => apiCall('stravaStatus') });

export function useStravaStatus(enabled = true) {
  return useQuery({ ...stravaStatusQueryOptions(), enabled });
}

export function useDisconnectStrava() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('stravaDisconnect'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STRAVA_STATUS_KEY }),
  });
}
