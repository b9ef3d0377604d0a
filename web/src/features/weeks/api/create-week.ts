import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCredits } from '../../../lib/credits-cache';
import { apiCall, type CallInput } from '../../../lib/api-call';

export type CreateWeekInput = CallInput<'createWeek'>['body'];

export const createWeek = (body: CreateWeekInput) => apiCall('createWeek', { body });

/** The credit is spent when the week is accepted: the header's counter follows at once, not when the week is ready. */
export function useCreateWeek() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createWeek, onSuccess: () => refreshCredits(client) });
}
