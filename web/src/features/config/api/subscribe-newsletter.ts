import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: (email: string) => apiCall('subscribeNewsletter', { body: { email } }) });
}
