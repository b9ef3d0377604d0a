import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useDeleteAccount() {
  return useMutation({ mutationFn: (password: string) => apiRequest('DELETE', '/api/user', { password }) });
}
