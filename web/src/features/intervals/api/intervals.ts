import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, routeKey } from '../../../lib/api-call';

export const INTERVALS_STATUS_KEY = routeKey('intervalsStatus');

export const intervalsStatusQueryOptions = () =>
  queryOptions({ queryKey: INTERVALS_STATUS_KEY, queryFn: () => apiCall('intervalsStatus') });
export const useIntervalsStatus = () => useQuery(intervalsStatusQueryOptions());

/** Connects with the athlete id and API key; intervals.icu checks them before anything is stored. */
export function useConnectIntervals() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { athleteId: string; apiKey: string }) => apiCall('intervalsConnect', { body }),
    onSuccess: (status) => client.setQueryData(INTERVALS_STATUS_KEY, status),
  });
}

export function useDisconnectIntervals() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('intervalsDisconnect'),
    onSuccess: () => client.invalidateQueries({ queryKey: INTERVALS_STATUS_KEY }),
  });
}
