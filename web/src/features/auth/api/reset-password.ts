import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function resetPassword(input: { token: string; password: string }): Promise<void> {
  await apiRequest('POST', '/api/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
