import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserView } from '../../../../../shared/schemas/accounts';
import { getQueryFn } from '../../../lib/api-client';

export type User = UserView;
export const USER_KEY = ['/api/user'] as const;

/** The current user; a 401 means signed out (null). */
export const userQueryOptions = () =>
  queryOptions({ queryKey: USER_KEY, queryFn: getQueryFn<User | null>({ on401: 'returnNull' }) });

export function useUserQuery() {
  return useQuery(userQueryOptions());
}
