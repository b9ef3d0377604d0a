import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { USER_KEY, type User } from '../../auth/api/get-user';

export function useSkipWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<User>('POST', '/api/onboarding/skip-watch'),
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}
