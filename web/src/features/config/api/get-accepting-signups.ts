import { queryOptions, useQuery } from '@tanstack/react-query';
import { signupsOpen } from '../../../lib/signups';

export const SIGNUP_CONFIG_STALE_MS = 300_000;

export const acceptingSignupsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/config/accepting-signups'] as const,
    staleTime: SIGNUP_CONFIG_STALE_MS,
    refetchOnWindowFocus: false,
  });

/** True only when the server says exactly true; loading and errors count as closed. */
export function useSignupsOpen({ enabled = true }: { enabled?: boolean } = {}): boolean {
  const { data } = useQuery({ ...acceptingSignupsQueryOptions(), enabled });
  return signupsOpen(data as { acceptingSignups?: unknown } | boolean | undefined);
}
