import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';

export function useJoinBeta() {
  return useMutation({ mutationFn: (email: string) => apiCall('joinBeta', { body: { email } }) });
}
