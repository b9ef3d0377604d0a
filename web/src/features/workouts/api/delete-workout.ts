import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export interface DeleteWorkoutResult {
  success: boolean;
  deletedFromGarmin: boolean;
  wasOnGarmin?: boolean;
}

export const deleteWorkout = (id: string) => apiJson<DeleteWorkoutResult>('DELETE', `/api/workout/${encodeURIComponent(id)}`);
export const useDeleteWorkout = () => useMutation({ mutationFn: deleteWorkout });
