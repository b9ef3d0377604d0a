import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveThresholdsBody, ThresholdTest } from '@shared/schemas/threshold-api';
import { apiCall, routeKey } from '../../../lib/api-call';

export const THRESHOLDS_KEY = routeKey('getThresholds');
const PROGRESS_KEY = routeKey('getProgress')[0];
/** Every week read: the active week, a week's workouts, its status. */
const WEEKS_PREFIX = String(routeKey('weekWorkouts', { params: { weekId: '' } })[0]);

export const thresholdsQueryOptions = () =>
  queryOptions({ queryKey: THRESHOLDS_KEY, queryFn: () => apiCall('getThresholds') });
export const useThresholds = (enabled = true) => useQuery({ ...thresholdsQueryOptions(), enabled });

/** Saves them; the answer is the stored view. The training load reads thresholds, so progress is refetched. */
export function useSaveThresholds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveThresholdsBody) => apiCall('putThresholds', { body }),
    onSuccess: (view) => {
      client.setQueryData(THRESHOLDS_KEY, view);
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] === PROGRESS_KEY });
    },
  });
}

/** Proposals only, nothing is saved. */
export const useEstimateThresholds = () =>
  useMutation({ mutationFn: () => apiCall('estimateThresholds', { body: {} }) });

/** The test becomes a workout of the current week. */
export function useScheduleThresholdTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { test: ThresholdTest; day: string }) => apiCall('scheduleThresholdTest', { body }),
    onSuccess: ({ workout }) =>
      void client.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(WEEKS_PREFIX) || q.queryKey.includes(workout.weekId),
      }),
  });
}
