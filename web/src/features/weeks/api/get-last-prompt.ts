import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, errorStatus } from '../../../lib/api-client';

export const LAST_PROMPT_KEY = ['/api/weeks/last/prompt'] as const;

/** The last requirements prompt, or null: a 404 means none exists. */
export async function fetchLastPrompt(): Promise<string | null> {
  try {
    return (await apiJson<{ requirementsPrompt: string }>('GET', '/api/weeks/last/prompt')).requirementsPrompt ?? null;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

export const lastPromptQueryOptions = () => queryOptions({ queryKey: LAST_PROMPT_KEY, queryFn: fetchLastPrompt });
export const useLastPrompt = () => useQuery(lastPromptQueryOptions());
