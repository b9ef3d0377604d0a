import { DeleteCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { AdminParkedGarminRow } from '@shared/schemas/admin';
import type { Db } from '../../db/client';
import { epochSeconds, keys } from '../../db/keys';
import { queryAll } from '../../db/query-all';
import type { PushKind, StoredPush } from './push-inbox';
import { sendRetryItem, type SendRetry } from './send-retry-repository';

/** Parked items outlive any operator's look by far, and the send's ids name an athlete: they expire. */
const PARKED_DAYS = 30;
/** One redrive (and the rows listed) stays well inside a Lambda's time. */
export const PARKED_PAGE = 100;

type ParkedPush = {
  kind: PushKind;
  id: string;
  parkedAt: string;
  receivedAt: string;
  body: string;
  attempts: number;
  lastError: string | null;
};
type ParkedSend = {
  kind: 'send';
  id: string;
  parkedAt: string;
  userId: string;
  workoutId: string;
  scheduleDate: string | null;
  attempts: number;
  lastError: string | null;
};
export type ParkedGarmin = ParkedPush | ParkedSend;

const expiresAt = (parkedAt: string) => epochSeconds(new Date(parkedAt)) + PARKED_DAYS * 86_400;

/** What the admin console may see: kind, ids, attempts and the error, never a push body. */
export function toParkedRow(item: ParkedGarmin): AdminParkedGarminRow {
  return {
    id: item.id,
    kind: item.kind,
    parkedAt: item.parkedAt,
    attempts: item.attempts,
    lastError: item.lastError,
    userId: item.kind === 'send' ? item.userId : null,
    workoutId: item.kind === 'send' ? item.workoutId : null,
  };
}

/**
 * Garmin work that failed after its retries (GARMIN_PARKED), out of the way of the queues it came from (a push left
 * at the head of the inbox would hold back every push behind it). Parking and redriving each move the item in one
 * transaction, so it is never in both places or in neither.
 */
export function createParkedGarminRepository({ doc, table }: Db) {
  const parkedItem = (item: ParkedGarmin) => ({
    ...keys.garminParked(item.parkedAt, item.id),
    type: 'garminParked',
    ...item,
    expiresAt: expiresAt(item.parkedAt),
  });
  return {
    async parkPush(push: StoredPush, lastError: string, parkedAt: string): Promise<void> {
      const item: ParkedPush = {
        kind: push.kind,
        id: push.id,
        parkedAt,
        receivedAt: push.receivedAt,
        body: push.body,
        attempts: push.attempts,
        lastError: lastError.slice(0, 500),
      };
      await doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: table,
                Key: keys.garminPush(push.receivedAt, push.id),
                ConditionExpression: 'attribute_exists(PK)',
              },
            },
            { Put: { TableName: table, Item: parkedItem(item) } },
          ],
        }),
      );
    },

    /** A send given up on (Garmin busy through every retry); the athlete's workout already shows it failed. */
    async parkSend(
      retry: Pick<SendRetry, 'userId' | 'workoutId' | 'scheduleDate' | 'attempts'>,
      lastError: string,
      parkedAt: string,
    ): Promise<void> {
      const item: ParkedSend = {
        kind: 'send',
        id: randomUUID(),
        parkedAt,
        userId: retry.userId,
        workoutId: retry.workoutId,
        scheduleDate: retry.scheduleDate,
        attempts: retry.attempts,
        lastError: lastError.slice(0, 500),
      };
      await doc.send(new PutCommand({ TableName: table, Item: parkedItem(item) }));
    },

    /** Every parked item, oldest first: failures only, which the TTL ends, so the partition stays small. */
    async all(): Promise<ParkedGarmin[]> {
      const Items = await queryAll(doc, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.garminParkedPartition },
        ConsistentRead: true,
      });
      return Items.map(({ PK: _pk, SK: _sk, type: _type, expiresAt: _exp, ...item }) => item as ParkedGarmin);
    },

    /** An athlete's account is deleted: their parked sends go with it (a parked push names only Garmin's user). */
    async forgetAthlete(userId: string): Promise<void> {
      const Items = await queryAll(doc, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk',
        FilterExpression: 'userId = :u',
        ExpressionAttributeValues: { ':pk': keys.garminParkedPartition, ':u': userId },
      });
      await Promise.all(
        Items.map((item) => doc.send(new DeleteCommand({ TableName: table, Key: { PK: item.PK, SK: item.SK } }))),
      );
    },

    /** Back where it came from with a fresh count of attempts: a push to the inbox, a send to the send queue (due now). */
    async redrive(item: ParkedGarmin, now: string): Promise<void> {
      const back =
        item.kind === 'send'
          ? sendRetryItem({
              userId: item.userId,
              workoutId: item.workoutId,
              scheduleDate: item.scheduleDate,
              attempts: 0,
              dueAt: now,
            })
          : {
              ...keys.garminPush(item.receivedAt, item.id),
              type: 'garminPush',
              id: item.id,
              receivedAt: item.receivedAt,
              kind: item.kind,
              body: item.body,
              attempts: 0,
              lastError: null,
            };
      await doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: table,
                Key: keys.garminParked(item.parkedAt, item.id),
                ConditionExpression: 'attribute_exists(PK)',
              },
            },
            { Put: { TableName: table, Item: back } },
          ],
        }),
      );
    },
  };
}

export type ParkedGarminRepository = ReturnType<typeof createParkedGarminRepository>;
