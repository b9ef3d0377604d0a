import type { EventType } from '@shared/schemas/plans';
import { DEFAULT_EVENT_TYPES } from './event-type-defaults';
import type { EventTypeRepository } from './event-type-repository';

/** Event types are seeded at start/deploy; a table that missed the seed gets it on first read. */
export function createEventTypeService({ eventTypes }: { eventTypes: EventTypeRepository }) {
  return {
    async list(): Promise<EventType[]> {
      const stored = await eventTypes.list();
      if (stored.length > 0) return stored;
      await eventTypes.putAll(DEFAULT_EVENT_TYPES);
      return [...DEFAULT_EVENT_TYPES];
    },
  };
}

export type EventTypeService = ReturnType<typeof createEventTypeService>;
