import { apiJson } from '../../../lib/api-client';

export interface ModificationStatus {
  completed: boolean;
  status: string;
  /** The modified workout as a JSON string, once completed. */
  response: string | null;
  error?: string;
}

export const modificationStatus = (taskId: string) => apiJson<ModificationStatus>('GET', `/api/workouts/modification/${encodeURIComponent(taskId)}/status`);
