import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkoutView } from '../../../../../shared/schemas/weeks';

export const FLOW_WORKOUTS_KEY = ['/api/workouts/flow'] as const;
export const flowWorkoutsQueryOptions = () => queryOptions<WorkoutView[]>({ queryKey: FLOW_WORKOUTS_KEY });

/** The flow week's workouts; enabled only when a user id exists. */
export const useFlowWorkouts = (userId: string | undefined, enabled = true) => useQuery({ ...flowWorkoutsQueryOptions(), enabled: Boolean(userId) && enabled });
