import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventType } from '../../../../../shared/schemas/plans';

export const EVENT_TYPES_KEY = ['/api/event-types'] as const;

export const eventTypesQueryOptions = () => queryOptions<EventType[]>({ queryKey: EVENT_TYPES_KEY });

export function useEventTypes() {
  return useQuery(eventTypesQueryOptions());
}
