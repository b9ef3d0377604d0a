import { useMutation } from '@tanstack/react-query';
import { apiCall, type CallInput } from '../../../lib/api-call';

export async function resetPassword(input: CallInput<'resetPassword'>['body']): Promise<void> {
  await apiCall('resetPassword', { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
