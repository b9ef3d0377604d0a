import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USER_KEY } from '../../auth/api/get-user';

export function useDisconnectGarmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/garmin'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}
