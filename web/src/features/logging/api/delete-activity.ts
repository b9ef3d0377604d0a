import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';
import { refreshTraining } from '../../../lib/training-cache';

export const deleteActivity = (id: string) => apiCall('deleteActivity', { params: { id } });

/** Removes an uploaded or logged activity, and with it what it completed. */
export function useDeleteActivity() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteActivity, onSettled: () => refreshTraining(client) });
}
