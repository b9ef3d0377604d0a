import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function forgotPassword(email: string): Promise<void> {
  await apiRequest('POST', '/api/forgot-password', { email });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
