import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ThresholdsView } from '../../../../../shared/schemas/thresholds';
import type { SaveThresholdsBody, ThresholdEstimatesView, ThresholdTest } from '../../../../../shared/schemas/threshold-api';
import type { WorkoutView } from '../../../../../shared/schemas/weeks';
import { apiJson } from '../../../lib/api-client';

export const THRESHOLDS_KEY = ['/api/thresholds'] as const;

/** GET /api/thresholds (the default query function reads the key as the path). */
export const thresholdsQueryOptions = () => queryOptions<ThresholdsView>({ queryKey: THRESHOLDS_KEY });
export const useThresholds = (enabled = true) => useQuery({ ...thresholdsQueryOptions(), enabled });

/** PUT /api/thresholds; the answer is the stored view. The training load reads thresholds, so progress is refetched. */
export function useSaveThresholds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveThresholdsBody) => apiJson<ThresholdsView>('PUT', '/api/thresholds', body),
    onSuccess: (view) => {
      client.setQueryData(THRESHOLDS_KEY, view);
      void client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/progress') });
    },
  });
}

/** POST /api/thresholds/estimate: proposals only, nothing is saved. */
export const useEstimateThresholds = () => useMutation({ mutationFn: () => apiJson<ThresholdEstimatesView>('POST', '/api/thresholds/estimate', {}) });

/** POST /api/thresholds/tests: the test becomes a workout of the current week. */
export function useScheduleThresholdTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { test: ThresholdTest; day: string }) => apiJson<{ workout: WorkoutView }>('POST', '/api/thresholds/tests', body),
    onSuccess: ({ workout }) => void client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/weeks') || q.queryKey.includes(workout.weekId) }),
  });
}
