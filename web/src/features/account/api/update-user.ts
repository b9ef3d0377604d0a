import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { USER_KEY, type User } from '../../auth/api/get-user';

export interface UserPatch {
  name?: string;
  birthdate?: string | null;
  weight?: number | null;
  height?: number | null;
  gender?: User['gender'];
  lang?: 'en' | 'pl';
  settings?: { theme: 'light' | 'dark' | 'system' };
}

export function updateUser(patch: UserPatch): Promise<User> {
  return apiJson<User>('PATCH', '/api/user', patch);
}

/** PATCH /api/user; the answer replaces the cached current user. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}
