import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventType } from '@shared/schemas/plans';
import { apiCall, routeKey } from '../../../lib/api-call';

export const EVENT_TYPES_KEY = routeKey('listEventTypes');

export const eventTypesQueryOptions = () =>
  queryOptions({ queryKey: EVENT_TYPES_KEY, queryFn: () => apiCall('listEventTypes') });

/** The event types with their names in the reader's language (the id is the code; the server's name is the fallback). */
export function useEventTypes() {
  const { t } = useTranslation();
  const select = useCallback(
    (types: EventType[]) => types.map((e) => ({ ...e, name: t(`plans.eventTypes.${e.id}`, { defaultValue: e.name }) })),
    [t],
  );
  return useQuery({ ...eventTypesQueryOptions(), select });
}
