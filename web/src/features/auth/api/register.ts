import { apiCall, type CallInput } from '../../../lib/api-call';
import type { User } from './get-user';

export function register(input: CallInput<'register'>['body']): Promise<User> {
  return apiCall('register', { body: input });
}
