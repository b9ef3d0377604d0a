import type { RouteAnswer } from '@shared/api/route-answers';
import { apiCall } from '../../../lib/api-call';

/** `response` holds the modified workout as a JSON string once completed. */
export type ModificationStatus = RouteAnswer<'modificationStatus'>;

export const modificationStatus = (taskId: string) => apiCall('modificationStatus', { params: { taskId } });
