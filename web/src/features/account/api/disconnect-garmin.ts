import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';
import { USER_KEY } from '../../auth';

export function useDisconnectGarmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('garminDisconnect'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}
