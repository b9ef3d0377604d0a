import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';

export interface SendRetry {
  userId: string;
  workoutId: string;
  scheduleDate: string | null;
  attempts: number;
  dueAt: string;
  /** A removal: the workout was deleted here (with its week), so it comes off the watch (its ids kept on the deleted row). */
  removal?: true;
}

/** The queued send as stored (also written inside other transactions: a rejected adaptation change re-sends). */
export function sendRetryItem(retry: SendRetry) {
  return { ...keys.garminSendRetry(retry.dueAt, retry.userId, retry.workoutId), type: 'garminSendRetry', ...retry };
}

/** Sends the send job makes when due: those Garmin refused as busy, and workouts to send again. */
export function createSendRetryRepository({ doc, table }: Db) {
  return {
    /** The queued send as a transaction item, to commit with the change that calls for it. */
    putItem(retry: SendRetry) {
      return { Put: { TableName: table, Item: sendRetryItem(retry) } };
    },

    async add(retry: SendRetry): Promise<void> {
      await doc.send(new PutCommand({ TableName: table, Item: sendRetryItem(retry) }));
    },

    async due(nowIso: string, limit = 25): Promise<SendRetry[]> {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk AND SK <= :now',
          ExpressionAttributeValues: { ':pk': keys.garminSendRetriesPartition, ':now': keys.garminSendsDueBy(nowIso) },
          Limit: limit,
          ConsistentRead: true,
        }),
      );
      return Items.map((item) => ({
        userId: String(item.userId),
        workoutId: String(item.workoutId),
        scheduleDate: (item.scheduleDate as string | null) ?? null,
        attempts: Number(item.attempts),
        dueAt: String(item.dueAt),
        ...(item.removal === true ? { removal: true as const } : {}),
      }));
    },

    async remove(retry: SendRetry): Promise<void> {
      await doc.send(
        new DeleteCommand({ TableName: table, Key: keys.garminSendRetry(retry.dueAt, retry.userId, retry.workoutId) }),
      );
    },
  };
}

export type SendRetryRepository = ReturnType<typeof createSendRetryRepository>;
