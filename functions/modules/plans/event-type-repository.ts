import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';
import type { EventType } from '@shared/schemas/plans';

function toEventType(item: Record<string, unknown>): EventType {
  return {
    id: item.id as string,
    name: item.name as string,
    swimDistance: (item.swimDistance as number | null) ?? null,
    bikeDistance: (item.bikeDistance as number | null) ?? null,
    bikeElevation: (item.bikeElevation as number | null) ?? null,
    runDistance: (item.runDistance as number | null) ?? null,
    runElevation: (item.runElevation as number | null) ?? null,
  };
}

export function createEventTypeRepository({ doc, table }: Db) {
  return {
    /** One Query over the shared EVENT_TYPES partition, in the seeded order. */
    async list(): Promise<EventType[]> {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': keys.eventTypesPartition },
        }),
      );
      return Items.sort((a, b) => Number(a.position) - Number(b.position)).map(toEventType);
    },

    /** Writes the list (idempotent: same keys, same content). */
    async putAll(eventTypes: readonly EventType[]): Promise<void> {
      for (let i = 0; i < eventTypes.length; i += 25) {
        const chunk = eventTypes.slice(i, i + 25);
        await doc.send(
          new BatchWriteCommand({
            RequestItems: {
              [table]: chunk.map((eventType, j) => ({
                PutRequest: {
                  Item: { ...keys.eventType(eventType.id), type: 'eventType', position: i + j, ...eventType },
                },
              })),
            },
          }),
        );
      }
    },
  };
}

export type EventTypeRepository = ReturnType<typeof createEventTypeRepository>;
