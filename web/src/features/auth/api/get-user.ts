import { queryOptions, useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import type { UserView } from '@shared/schemas/accounts';
import { getQueryFn } from '../../../lib/api-client';
import { routeKey } from '../../../lib/api-call';
import { dropSignedInHint, hasSignedInHint } from '../../../lib/signed-in-hint';

export type User = UserView;
export const USER_KEY = routeKey('getUser');

const askServer = getQueryFn<User | null>({ on401: 'returnNull' });

/**
 * The current user; null when signed out. Without the server's signed-in hint the answer is known and nothing is
 * asked (a 401 would be a console error on every signed-out page); a 401 means signed out and drops the hint.
 */
async function currentUser(context: QueryFunctionContext): Promise<User | null> {
  if (!hasSignedInHint()) return null;
  const user = await askServer(context as never);
  if (!user) dropSignedInHint();
  return user;
}

export const userQueryOptions = () => queryOptions({ queryKey: USER_KEY, queryFn: currentUser });

export function useUserQuery() {
  return useQuery(userQueryOptions());
}
