import { apiCall, type CallInput } from '../../../lib/api-call';
import type { User } from './get-user';

export type Credentials = CallInput<'login'>['body'];

export function login(credentials: Credentials): Promise<User> {
  return apiCall('login', { body: credentials });
}
