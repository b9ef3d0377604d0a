import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteAnswer } from '@shared/api/route-answers';
import { apiCall, routeKey } from '../../../lib/api-call';

export type CreditsView = RouteAnswer<'getCredits'>;

export const creditsQueryOptions = () =>
  queryOptions({ queryKey: routeKey('getCredits'), queryFn: () => apiCall('getCredits') });

export function useCredits() {
  return useQuery(creditsQueryOptions());
}
