import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';

/** The health kinds (dailies, sleeps, hrv) feed the daily readiness check. */
export type PushKind = 'activities' | 'deregistrations' | 'permissions' | HealthPushKind;
export type HealthPushKind = 'dailies' | 'sleeps' | 'hrv';

export interface StoredPush {
  id: string;
  receivedAt: string;
  kind: PushKind;
  body: string;
  attempts: number;
  lastError: string | null;
}

/**
 * Garmin's pushes as they arrived, kept until processed: the push route only writes here (one PutItem, so Garmin
 * gets its 200 at once whatever the batch size), and the push job processes and removes them in order.
 */
export function createPushInbox({ doc, table }: Db) {
  return {
    async add(kind: PushKind, body: string, receivedAt: string): Promise<void> {
      const id = randomUUID();
      await doc.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...keys.garminPush(receivedAt, id),
            type: 'garminPush',
            id,
            receivedAt,
            kind,
            body,
            attempts: 0,
            lastError: null,
          },
        }),
      );
    },

    async oldest(limit: number): Promise<StoredPush[]> {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': keys.garminPushesPartition },
          Limit: limit,
          ConsistentRead: true,
        }),
      );
      return Items as StoredPush[];
    },

    async done(push: StoredPush): Promise<void> {
      await doc.send(new DeleteCommand({ TableName: table, Key: keys.garminPush(push.receivedAt, push.id) }));
    },

    async failed(push: StoredPush, error: string): Promise<void> {
      await doc.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.garminPush(push.receivedAt, push.id),
          UpdateExpression: 'SET attempts = attempts + :one, lastError = :e',
          ExpressionAttributeValues: { ':one': 1, ':e': error.slice(0, 500) },
        }),
      );
    },
  };
}

export type PushInbox = ReturnType<typeof createPushInbox>;
