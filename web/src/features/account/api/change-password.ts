import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '../../../lib/api-call';
import { apiCall } from '../../../lib/api-call';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: CallInput<'changePassword'>['body']) => apiCall('changePassword', { body }),
  });
}
