import type { QueryClient } from '@tanstack/react-query';
import { USER_KEY } from '../../auth/api/get-user';
import { creditsQueryOptions } from './get-credits';

/** After anything that spends or returns credits: the header's counter (the user read) and the credits page's read. */
export async function refreshCredits(client: QueryClient): Promise<void> {
  await Promise.all([client.invalidateQueries({ queryKey: USER_KEY }), client.invalidateQueries({ queryKey: creditsQueryOptions().queryKey })]);
}
