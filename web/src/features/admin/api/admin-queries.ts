import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOverview, AdminUserDetail, AdminUserRow, BetaTesterRow, Page } from '../../../../../shared/schemas/admin';
import { apiJson } from '../../../lib/api-client';

const ADMIN = '/api/admin';

export const useAdminOverview = () => useQuery<AdminOverview>({ queryKey: [`${ADMIN}/overview`] });

/** Newest first, 25 a page, filtered by an email prefix; 'Load more' follows the cursor. */
export function useAdminUsers(prefix: string) {
  return useInfiniteQuery({
    queryKey: [`${ADMIN}/users`, prefix],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ ...(prefix ? { q: prefix } : {}), ...(pageParam ? { cursor: pageParam } : {}) });
      const search = query.toString();
      return apiJson<Page<AdminUserRow>>('GET', `${ADMIN}/users${search ? `?${search}` : ''}`);
    },
    getNextPageParam: (last) => last.cursor,
  });
}

export const useAdminUser = (userId: string) => useQuery<AdminUserDetail>({ queryKey: [`${ADMIN}/users`, userId] });

export const useBetaTesters = () => useQuery<Page<BetaTesterRow>>({ queryKey: [`${ADMIN}/beta-testers`] });

/** Every admin action refreshes what the console shows (the overview's audit trail included). */
function useAdminMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(ADMIN) || q.queryKey[0] === '/api/config/accepting-signups' }) });
}

export const useAdjustCredits = (userId: string) => useAdminMutation((body: { amount: number; description: string }) => apiJson<{ balance: number }>('POST', `${ADMIN}/users/${encodeURIComponent(userId)}/credits`, body));
export const useSetAdmin = (userId: string) => useAdminMutation((isAdmin: boolean) => apiJson<{ isAdmin: boolean }>('PUT', `${ADMIN}/users/${encodeURIComponent(userId)}/admin`, { isAdmin }));
export const useSetSignups = () => useAdminMutation((acceptingSignups: boolean) => apiJson<{ acceptingSignups: boolean }>('PATCH', `${ADMIN}/config`, { acceptingSignups }));
export const useInvite = () => useAdminMutation((input: { email: string; lang: 'en' | 'pl' }) => apiJson<{ invited: string }>('POST', `${ADMIN}/beta-testers/${encodeURIComponent(input.email)}/invite`, { lang: input.lang }));
