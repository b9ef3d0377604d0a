import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressView } from '@shared/schemas/progress';
import { apiCall, routeKey } from '../../../lib/api-call';

export type Progress = ProgressView;
type Range = { from?: string | null; to: string };

const queryOf = (range: Range) => ({ ...(range.from ? { from: range.from } : {}), to: range.to });

/** The whole screen in one call, ending on the athlete's own calendar day; cached like every read (fresh 5 minutes). */
export const progressQueryOptions = (range: Range) =>
  queryOptions({
    queryKey: routeKey('getProgress', { query: queryOf(range) }),
    queryFn: () => apiCall('getProgress', { query: queryOf(range) }),
  });

export function useProgress(range: Range) {
  return useQuery(progressQueryOptions(range));
}
