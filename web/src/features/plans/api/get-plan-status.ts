import { apiCall } from '../../../lib/api-call';
import type { PlanStatusView } from '@shared/schemas/plans';

export function getPlanStatus(sessionId: string): Promise<PlanStatusView> {
  return apiCall('planStatus', { params: { sessionId } });
}
