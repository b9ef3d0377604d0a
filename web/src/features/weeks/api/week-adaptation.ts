import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, routeKey } from '../../../lib/api-call';
import { ACTIVE_WEEK_KEY } from './get-active-week';
import { weekWorkoutsKey } from './get-week-workouts';

/** What the coach read from the last weeks and would change, before the athlete creates the next week. */
export const adaptationPreviewQueryOptions = (trainingPlanId: string) =>
  queryOptions({
    queryKey: routeKey('weekAdaptationPreview', { query: { trainingPlanId } }),
    queryFn: () => apiCall('weekAdaptationPreview', { query: { trainingPlanId } }),
    staleTime: 60_000,
  });

export const useAdaptationPreview = (trainingPlanId: string) => useQuery(adaptationPreviewQueryOptions(trainingPlanId));

function useAdaptationMutation<T>(weekId: string, call: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ACTIVE_WEEK_KEY }),
        client.invalidateQueries({ queryKey: weekWorkoutsKey(weekId) }),
      ]),
  });
}

export const useAcceptAdaptation = (weekId: string) =>
  useAdaptationMutation(weekId, () => apiCall('acceptWeekAdaptation', { params: { weekId } }));

/** Puts the original workout back for one change. */
export const useRejectAdaptationChange = (weekId: string) =>
  useAdaptationMutation(weekId, (index: number) =>
    apiCall('rejectWeekAdaptationChange', { params: { weekId }, body: { index } }),
  );
