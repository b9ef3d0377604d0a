import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: (email: string) => apiRequest('POST', '/api/newsletter', { email }) });
}
