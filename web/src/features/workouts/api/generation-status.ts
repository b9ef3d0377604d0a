import { apiJson } from '../../../lib/api-client';

export interface GenerationStatus {
  completed: boolean;
  status: string;
  /** The workout JSON (possibly wrapped in a code fence) once completed. */
  message: string | null;
  taskId: string;
  error?: string;
}

export const generationStatus = (sessionId: string) => apiJson<GenerationStatus>('GET', `/api/workouts/status/${encodeURIComponent(sessionId)}`);
