import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteAnswer } from '@shared/api/route-answers';
import { apiRequest } from '../../../lib/api-client';
import { routeUrl } from '../../../lib/api-call';
import type { PlanPayload } from '../lib/wizard-rules';
import { PLANS_KEY } from './get-plans';

/** Why an update answer could not be used; the toast explains each. */
export class PlanUpdateResponseError extends Error {
  constructor(readonly kind: 'html' | 'invalidJson') {
    super(kind);
  }
}

/** The plan's update; the answer must be JSON (an HTML page means a proxy or server error page). */
export async function updatePlan({
  id,
  payload,
}: {
  id: string;
  payload: PlanPayload;
}): Promise<RouteAnswer<'updatePlan'>> {
  const res = await apiRequest('PUT', routeUrl('updatePlan', { params: { id } }), payload);
  const contentType = res.headers.get('content-type') ?? '';
  const text = await res.text();
  if (contentType.includes('text/html') || /^\s*<(!doctype|html)/i.test(text))
    throw new PlanUpdateResponseError('html');
  try {
    return JSON.parse(text) as RouteAnswer<'updatePlan'>;
  } catch {
    throw new PlanUpdateResponseError('invalidJson');
  }
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}
