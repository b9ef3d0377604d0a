import { apiJson } from '../../../lib/api-client';
import type { User } from './get-user';

export function register(input: { email: string; password: string; lang: 'en' | 'pl'; inviteCode?: string }): Promise<User> {
  return apiJson<User>('POST', '/api/register', input);
}
