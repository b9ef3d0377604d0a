import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GarminStatusView } from '../../../../../shared/schemas/garmin';

export const GARMIN_STATUS_KEY = ['/api/garmin'] as const;

export const garminStatusQueryOptions = () => queryOptions<GarminStatusView>({ queryKey: GARMIN_STATUS_KEY });

export function useGarminStatus(enabled = true) {
  return useQuery({ ...garminStatusQueryOptions(), enabled });
}
