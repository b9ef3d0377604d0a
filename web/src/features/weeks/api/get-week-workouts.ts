import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkoutView } from '../../../../../shared/schemas/weeks';

export const weekWorkoutsKey = (weekId: string) => ['/api/weeks', weekId, 'workouts'] as const;
export const weekWorkoutsQueryOptions = (weekId: string) => queryOptions<WorkoutView[]>({ queryKey: weekWorkoutsKey(weekId) });

/** GET /api/weeks/{weekId}/workouts (classic and flexible weeks). */
export const useWeekWorkouts = (weekId: string, enabled = true) => useQuery({ ...weekWorkoutsQueryOptions(weekId), enabled });
