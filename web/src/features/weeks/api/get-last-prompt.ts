import { queryOptions, useQuery } from '@tanstack/react-query';
import { errorStatus } from '../../../lib/api-client';
import { apiCall, routeKey } from '../../../lib/api-call';

export const LAST_PROMPT_KEY = routeKey('lastWeekPrompt');

/** The last requirements prompt, or null: a 404 means none exists. */
export async function fetchLastPrompt(): Promise<string | null> {
  try {
    return (await apiCall('lastWeekPrompt')).requirementsPrompt ?? null;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

export const lastPromptQueryOptions = () => queryOptions({ queryKey: LAST_PROMPT_KEY, queryFn: fetchLastPrompt });

export const useLastPrompt = () => useQuery(lastPromptQueryOptions());
