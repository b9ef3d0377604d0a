import { apiJson } from '../../../lib/api-client';
import type { PlanStatusView } from '../../../../../shared/schemas/plans';

export function getPlanStatus(sessionId: string): Promise<PlanStatusView> {
  return apiJson<PlanStatusView>('GET', `/api/plans/status/${encodeURIComponent(sessionId)}`);
}
