import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanView } from '@shared/schemas/plans';
import type { WeekView } from '@shared/schemas/weeks';
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

/**
 * The last prompt when the page already knows it, the server's own rule (the newest week with a non-blank prompt)
 * applied to what it holds: an athlete with one plan has all their weeks in that plan's list (deleted ones too).
 * undefined while it is not known (several plans, or the lists not read yet): then the API is asked. Asking when
 * the answer is known to be "none" would only produce the seed's 404, a console error in the browser.
 */
export function knownLastPrompt(
  plans: readonly PlanView[] | undefined,
  planWeeks: readonly WeekView[] | undefined,
): string | null | undefined {
  if (!plans || !planWeeks || plans.length !== 1) return undefined;
  const last = planWeeks
    .filter((w) => w.requirementsPrompt?.trim())
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .at(-1);
  return last ? last.requirementsPrompt : null;
}

/** The prefilled prompt: known from the plans and the plan's weeks, else read from the API. */
export function useLastPrompt(plans: readonly PlanView[] | undefined, planWeeks: readonly WeekView[] | undefined) {
  const known = knownLastPrompt(plans, planWeeks);
  const asked = useQuery({ ...lastPromptQueryOptions(), enabled: Boolean(plans && planWeeks) && known === undefined });
  return known !== undefined ? known : asked.data;
}
