import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';

export function useDeleteAccount() {
  return useMutation({ mutationFn: (password: string) => apiCall('deleteUser', { body: { password } }) });
}
