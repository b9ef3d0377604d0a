import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, routeKey } from '../../../lib/api-call';
import { signupsOpen } from '../../../lib/signups';

export const SIGNUP_CONFIG_STALE_MS = 300_000;

export const acceptingSignupsQueryOptions = () =>
  queryOptions({
    queryKey: routeKey('acceptingSignups'),
    queryFn: () => apiCall('acceptingSignups'),
    staleTime: SIGNUP_CONFIG_STALE_MS,
    refetchOnWindowFocus: false,
  });

/** True only when the server says exactly true; loading and errors count as closed. */
export function useSignupsOpen({ enabled = true }: { enabled?: boolean } = {}): boolean {
  const { data } = useQuery({ ...acceptingSignupsQueryOptions(), enabled });
  return signupsOpen(data as { acceptingSignups?: unknown } | boolean | undefined);
}
