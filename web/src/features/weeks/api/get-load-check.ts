import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkoutView } from '@shared/schemas/weeks';
import { apiCall, routeKey } from '../../../lib/api-call';

/** What the load check depends on: where each workout is and whether it was done or skipped. */
const workoutsVersion = (workouts: readonly WorkoutView[]) =>
  workouts.map((w) => `${w.id}:${w.day ?? ''}:${w.isCompleted ? 1 : 0}:${w.report?.status ?? ''}`).join('|');

export const loadCheckQueryOptions = (weekId: string, workouts: readonly WorkoutView[]) =>
  queryOptions({
    queryKey: [...routeKey('weekLoadCheck', { params: { weekId } }), workoutsVersion(workouts)],
    queryFn: () => apiCall('weekLoadCheck', { params: { weekId } }),
  });

/** The week against the safety limits; read again whenever a workout moves, is done or is skipped. */
export const useLoadCheck = (weekId: string, workouts: readonly WorkoutView[]) =>
  useQuery({ ...loadCheckQueryOptions(weekId, workouts), placeholderData: (previous) => previous });
