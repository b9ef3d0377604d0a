import { apiRequest } from '../../../lib/api-client';

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}
