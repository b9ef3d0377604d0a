import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';

export async function forgotPassword(email: string): Promise<void> {
  await apiCall('forgotPassword', { body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
