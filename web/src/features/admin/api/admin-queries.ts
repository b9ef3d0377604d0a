import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOverview, AdminTaskPage, AdminUserDetail, AdminUserRow, BetaTesterRow, InviteResult, Page, SuggestionRow } from '../../../../../shared/schemas/admin';
import { apiJson } from '../../../lib/api-client';

const ADMIN = '/api/admin';

export const useAdminOverview = () => useQuery<AdminOverview>({ queryKey: [`${ADMIN}/overview`] });

/** A cursor-paged admin list: 'Load more' follows the cursor. */
function usePagedList<P extends { cursor: string | null }>(path: string, filters: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: [`${ADMIN}/${path}`, filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
      const search = new URLSearchParams({ ...set, ...(pageParam ? { cursor: pageParam } : {}) }).toString();
      return apiJson<P>('GET', `${ADMIN}/${path}${search ? `?${search}` : ''}`);
    },
    getNextPageParam: (last) => last.cursor,
  });
}

/** Newest first, 25 a page, filtered by an email prefix. */
export const useAdminUsers = (prefix: string) => usePagedList<Page<AdminUserRow>>('users', { q: prefix });
/** AI tasks of one status (and type), newest first, with the dead-letter queue's depth. */
export const useAdminTasks = (status: string, type: string) => usePagedList<AdminTaskPage>('ai-tasks', { status, type });
export const useSuggestions = () => usePagedList<Page<SuggestionRow>>('suggestions', {});

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
export const useInviteMany = () => useAdminMutation((input: { emails: string[]; lang: 'en' | 'pl' }) => apiJson<InviteResult>('POST', `${ADMIN}/beta-testers/invite`, input));
export const useResendReset = (userId: string) => useAdminMutation(() => apiJson<{ sent: true }>('POST', `${ADMIN}/users/${encodeURIComponent(userId)}/password-reset`, {}));
export const useRetryTask = () => useAdminMutation((task: { userId: string; id: string }) => apiJson<{ weekId: string; sessionId: string }>('POST', `${ADMIN}/users/${encodeURIComponent(task.userId)}/ai-tasks/${encodeURIComponent(task.id)}/retry`, {}));
export const useRedrive = () => useAdminMutation(() => apiJson<{ moved: number; remaining: number | null }>('POST', `${ADMIN}/ai-tasks/dead-letters/redrive`, {}));
export const useMarkSuggestionRead = () => useAdminMutation((id: string) => apiJson<{ readAt: string }>('POST', `${ADMIN}/suggestions/${encodeURIComponent(id)}/read`, {}));
