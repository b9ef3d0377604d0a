import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type CallInput } from '../../../lib/api-call';
import { refreshTraining } from '../../../lib/training-cache';

export type LogActivityInput = CallInput<'logActivity'>['body'];

export const logActivity = (body: LogActivityInput) => apiCall('logActivity', { body });

/** An unplanned session, logged by hand (it may still complete a planned workout of its day). */
export function useLogActivity() {
  const client = useQueryClient();
  return useMutation({ mutationFn: logActivity, onSettled: () => refreshTraining(client) });
}
