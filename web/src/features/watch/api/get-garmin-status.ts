import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, routeKey } from '../../../lib/api-call';

export const GARMIN_STATUS_KEY = routeKey('garminStatus');

export const garminStatusQueryOptions = () =>
  queryOptions({ queryKey: GARMIN_STATUS_KEY, queryFn: () => apiCall('garminStatus') });

export function useGarminStatus(enabled = true) {
  return useQuery({ ...garminStatusQueryOptions(), enabled });
}
