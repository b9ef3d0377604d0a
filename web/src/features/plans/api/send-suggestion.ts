import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export function sendSuggestion(suggestion: string): Promise<{ id: string }> {
  return apiJson('POST', '/api/suggestions', { suggestion: suggestion.trim() });
}

export function useSendSuggestion() {
  return useMutation({ mutationFn: sendSuggestion });
}
