import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserView } from '@shared/schemas/accounts';
import { getQueryFn } from '../../../lib/api-client';
import { routeKey } from '../../../lib/api-call';

export type User = UserView;
export const USER_KEY = routeKey('getUser');

/** The current user; a 401 means signed out (null). */
export const userQueryOptions = () =>
  queryOptions({ queryKey: USER_KEY, queryFn: getQueryFn<User | null>({ on401: 'returnNull' }) });

export function useUserQuery() {
  return useQuery(userQueryOptions());
}
