import type { RouteAnswer } from '@shared/api/route-answers';
import { apiCall } from '../../../lib/api-call';

export type SummaryStatus = RouteAnswer<'weekSummaryStatus'>;

/** Starts the week summary: {sessionId, taskId}. */
export const startSummary = () => apiCall('summarizeWeek', { body: {} });

/** Stores the finished summary and closes the week. */
export const completeSummary = (taskId: string) => apiCall('completeWeekSummary', { body: { taskId } });
