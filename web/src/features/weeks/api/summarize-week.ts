import { apiJson } from '../../../lib/api-client';

export interface SummaryStatus {
  completed: boolean;
  status: 'pending' | 'running' | 'completed' | 'failed';
  error?: string;
}

/** POST /api/weeks/summarize -> {sessionId, taskId}. */
export const startSummary = () => apiJson<{ sessionId: string; taskId: string }>('POST', '/api/weeks/summarize', {});

/** GET /api/weeks/summary/status/{sessionId}. */
export const summaryStatus = (sessionId: string) => apiJson<SummaryStatus>('GET', `/api/weeks/summary/status/${encodeURIComponent(sessionId)}`);

/** POST /api/weeks/summarize/complete. */
export const completeSummary = (taskId: string) => apiJson<{ success: boolean }>('POST', '/api/weeks/summarize/complete', { taskId });
