import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';

export interface SendRetry {
  userId: string;
  workoutId: string;
  scheduleDate: string | null;
  attempts: number;
  dueAt: string;
}

/** The queued send as stored (also written inside other transactions: a rejected adaptation change re-sends). */
export function sendRetryItem(retry: SendRetry) {
  return { ...keys.garminSendRetry(retry.dueAt, retry.userId, retry.workoutId), type: 'garminSendRetry', ...retry };
}

/** Sends the send job makes when due: those Garmin refused as busy, and workouts to send again. */
export function createSendRetryRepository({ doc, table }: Db) {
  return {
    async add(retry: SendRetry): Promise<void> {
      await doc.send(new PutCommand({ TableName: table, Item: sendRetryItem(retry) }));
    },

    async due(nowIso: string, limit = 25): Promise<SendRetry[]> {
      const { Items = [] } = await doc.send(
        new QueryCommand({ TableName: table, KeyConditionExpression: 'PK = :pk AND SK <= :now', ExpressionAttributeValues: { ':pk': keys.garminSendRetriesPartition, ':now': `SEND#${nowIso}~` }, Limit: limit, ConsistentRead: true }),
      );
      return Items.map((item) => ({ userId: String(item.userId), workoutId: String(item.workoutId), scheduleDate: (item.scheduleDate as string | null) ?? null, attempts: Number(item.attempts), dueAt: String(item.dueAt) }));
    },

    async remove(retry: SendRetry): Promise<void> {
      await doc.send(new DeleteCommand({ TableName: table, Key: keys.garminSendRetry(retry.dueAt, retry.userId, retry.workoutId) }));
    },
  };
}

export type SendRetryRepository = ReturnType<typeof createSendRetryRepository>;
