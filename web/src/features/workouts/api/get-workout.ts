import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkoutView } from '../../../../../shared/schemas/weeks';

export const workoutKey = (id: string) => ['/api/workouts', id] as const;
export const workoutQueryOptions = (id: string) => queryOptions<WorkoutView>({ queryKey: workoutKey(id) });
export const useWorkout = (id: string | undefined) => useQuery({ ...workoutQueryOptions(id ?? ''), enabled: Boolean(id) });
