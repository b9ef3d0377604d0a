import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskType } from '@shared/tasks/task-types';
import type { TASK_STATUSES } from '@shared/schemas/admin';
import type { RouteId } from '@shared/api/routes';
import { apiCall, routeKey } from '../../../lib/api-call';

type TaskStatus = (typeof TASK_STATUSES)[number];

/** Every admin read sits under the overview's parent path: a mutation refreshes them all. */
const ADMIN = String(routeKey('adminOverview')[0]).replace(/\/overview$/, '');

export const adminOverviewQueryOptions = () =>
  queryOptions({ queryKey: routeKey('adminOverview'), queryFn: () => apiCall('adminOverview') });
export const useAdminOverview = () => useQuery(adminOverviewQueryOptions());

/** A cursor-paged admin list: 'Load more' follows the cursor. */
function usePagedList<P extends { cursor: string | null }>(
  id: RouteId,
  filters: Record<string, string>,
  page: (cursor: string | undefined) => Promise<P>,
) {
  return useInfiniteQuery({
    queryKey: routeKey(id, { query: filters }),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => page(pageParam ?? undefined),
    getNextPageParam: (last) => last.cursor,
  });
}

/** Newest first, 25 a page, filtered by an email prefix. */
export const useAdminUsers = (prefix: string) =>
  usePagedList('adminListUsers', { q: prefix }, (cursor) =>
    apiCall('adminListUsers', { query: { q: prefix || undefined, cursor } }),
  );
/** AI tasks of one status (and type), newest first, with the dead-letter queue's depth. */
export const useAdminTasks = (status: TaskStatus, type: TaskType | '') =>
  usePagedList('adminListTasks', { status, type }, (cursor) =>
    apiCall('adminListTasks', { query: { status, type: type || undefined, cursor } }),
  );
export const useSuggestions = () =>
  usePagedList('adminListSuggestions', {}, (cursor) => apiCall('adminListSuggestions', { query: { cursor } }));

export const useAdminUser = (userId: string) =>
  useQuery({
    queryKey: routeKey('adminGetUser', { params: { userId } }),
    queryFn: () => apiCall('adminGetUser', { params: { userId } }),
  });

/** Garmin pushes and workout sends parked after their retries (counts, ids and errors). */
export const useParkedGarmin = () =>
  useQuery({ queryKey: routeKey('adminListParkedGarmin'), queryFn: () => apiCall('adminListParkedGarmin') });

export const useBetaTesters = () =>
  useQuery({ queryKey: routeKey('adminListBetaTesters'), queryFn: () => apiCall('adminListBetaTesters') });

/** Every admin action refreshes what the console shows (the overview's audit trail included). */
function useAdminMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(ADMIN) || q.queryKey[0] === routeKey('acceptingSignups')[0],
      }),
  });
}

export const useAdjustCredits = (userId: string) =>
  useAdminMutation((body: { amount: number; description: string }) =>
    apiCall('adminAdjustCredits', { params: { userId }, body }),
  );
export const useSetAdmin = (userId: string) =>
  useAdminMutation((isAdmin: boolean) => apiCall('adminSetAdmin', { params: { userId }, body: { isAdmin } }));
export const useSetSignups = () =>
  useAdminMutation((acceptingSignups: boolean) => apiCall('adminPatchConfig', { body: { acceptingSignups } }));
export const useInvite = () =>
  useAdminMutation((input: { email: string; lang: 'en' | 'pl' }) =>
    apiCall('adminInviteBetaTester', { params: { email: input.email }, body: { lang: input.lang } }),
  );
export const useInviteMany = () =>
  useAdminMutation((input: { emails: string[]; lang: 'en' | 'pl' }) =>
    apiCall('adminInviteBetaTesters', { body: input }),
  );
export const useResendReset = (userId: string) =>
  useAdminMutation(() => apiCall('adminResendPasswordReset', { params: { userId } }));
export const useRetryTask = () =>
  useAdminMutation((task: { userId: string; id: string }) =>
    apiCall('adminRetryTask', { params: { userId: task.userId, taskId: task.id } }),
  );
export const useRedrive = () => useAdminMutation(() => apiCall('adminRedriveDeadLetters'));
export const useRedriveParkedGarmin = () => useAdminMutation(() => apiCall('adminRedriveParkedGarmin'));
export const useMarkSuggestionRead = () =>
  useAdminMutation((id: string) => apiCall('adminMarkSuggestionRead', { params: { suggestionId: id } }));
