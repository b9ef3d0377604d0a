import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityView } from '../../../../../shared/schemas/weeks';

export const ACTIVITIES_KEY = ['/api/activities'] as const;
export const activitiesQueryOptions = () => queryOptions<ActivityView[]>({ queryKey: ACTIVITIES_KEY });
export const useActivities = () => useQuery(activitiesQueryOptions());
