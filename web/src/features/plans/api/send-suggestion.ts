import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';

export function sendSuggestion(suggestion: string) {
  return apiCall('sendSuggestion', { body: { suggestion: suggestion.trim() } });
}

export function useSendSuggestion() {
  return useMutation({ mutationFn: sendSuggestion });
}
