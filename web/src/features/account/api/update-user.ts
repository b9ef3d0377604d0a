import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type CallInput } from '../../../lib/api-call';
import { USER_KEY, type User } from '../../auth';

/** What PATCH /api/user takes, from its schema. */
export type UserPatch = CallInput<'patchUser'>['body'];

export function updateUser(patch: UserPatch): Promise<User> {
  return apiCall('patchUser', { body: patch });
}

/** The answer replaces the cached current user. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}
