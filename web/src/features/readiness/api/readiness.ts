import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInBody, ReadinessDecisionBody, ReadinessView } from '@shared/schemas/readiness';
import { apiCall, routeKey } from '../../../lib/api-call';

export const readinessKey = (date: string) => routeKey('getReadiness', { query: { date } });

export const readinessQueryOptions = (date: string) =>
  queryOptions({ queryKey: readinessKey(date), queryFn: () => apiCall('getReadiness', { query: { date } }) });

/** Today's readiness: the check-in, the reading and the proposal (the athlete's own date: time zones). */
export const useReadiness = (date: string) => useQuery(readinessQueryOptions(date));

export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckInBody) => apiCall('putReadinessCheckIn', { body }),
    onSuccess: (view: ReadinessView) => client.setQueryData(readinessKey(view.date), view),
  });
}

/** Accept or Keep: an accepted change moves or rewrites sessions, so every read of the week is read again. */
export function useDecideReadiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReadinessDecisionBody) => apiCall('decideReadiness', { body }),
    onSuccess: async (view: ReadinessView) => {
      client.setQueryData(readinessKey(view.date), view);
      if (view.decision?.choice === 'accept')
        await client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== readinessKey(view.date)[0] });
    },
  });
}
