import { apiJson } from '../../../lib/api-client';

/** POST /api/workouts/{id}/modify -> {taskId}. */
export const startModification = (id: string, prompt: string) => apiJson<{ taskId: string }>('POST', `/api/workouts/${encodeURIComponent(id)}/modify`, { prompt });
