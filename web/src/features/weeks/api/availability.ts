import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityInput } from '@shared/schemas/availability';
import { apiCall, routeKey } from '../../../lib/api-call';

export const AVAILABILITY_KEY = routeKey('getAvailability');
/** Every re-plan read: availability changes what the rest of the week should be. */
const REPLAN_PREFIX = String(routeKey('weekReplan', { params: { weekId: '' } })[0]);

export const availabilityQueryOptions = () =>
  queryOptions({ queryKey: AVAILABILITY_KEY, queryFn: () => apiCall('getAvailability'), staleTime: 60_000 });
export const useAvailability = (enabled = true) => useQuery({ ...availabilityQueryOptions(), enabled });

export function useSaveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilityInput) => apiCall('putAvailability', { body }),
    onSuccess: (view) => {
      client.setQueryData(AVAILABILITY_KEY, view);
      void client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]) === REPLAN_PREFIX });
    },
  });
}
