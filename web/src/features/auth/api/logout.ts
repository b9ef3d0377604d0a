import { apiCall } from '../../../lib/api-call';

export async function logout(): Promise<void> {
  await apiCall('logout');
}
