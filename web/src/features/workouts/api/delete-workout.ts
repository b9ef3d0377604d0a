import { useMutation } from '@tanstack/react-query';
import type { RouteAnswer } from '@shared/api/route-answers';
import { apiCall } from '../../../lib/api-call';

export type DeleteWorkoutResult = RouteAnswer<'deleteWorkout'>;

export const deleteWorkout = (id: string) => apiCall('deleteWorkout', { params: { id } });

export const useDeleteWorkout = () => useMutation({ mutationFn: deleteWorkout });
