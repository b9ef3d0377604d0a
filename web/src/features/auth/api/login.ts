import { apiJson } from '../../../lib/api-client';
import type { User } from './get-user';

export interface Credentials {
  email: string;
  password: string;
}

export function login(credentials: Credentials): Promise<User> {
  return apiJson<User>('POST', '/api/login', credentials);
}
