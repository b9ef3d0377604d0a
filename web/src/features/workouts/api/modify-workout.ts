import { apiCall } from '../../../lib/api-call';

/** Starts a free-text modification: {taskId}. */
export const startModification = (id: string, prompt: string) =>
  apiCall('modifyWorkout', { params: { id }, body: { prompt } });
