import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';
import { USER_KEY, type User } from '../../auth';

export function useSkipWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<User> => apiCall('skipWatch'),
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}
