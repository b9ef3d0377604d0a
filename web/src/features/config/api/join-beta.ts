import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useJoinBeta() {
  return useMutation({ mutationFn: (email: string) => apiRequest('POST', '/api/beta-testers', { email }) });
}
