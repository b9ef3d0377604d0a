import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { isConditionFailure, stripKeys } from '../../db/items';
import { keys } from '../../db/keys';

/** What we last sent for one workout: the hash of its day and details, and the day (to tell a past week from a delete). */
export interface SentEvent {
  fingerprint: string;
  day: string;
}

export interface IntervalsConnection {
  userId: string;
  /** intervals.icu's athlete id, e.g. i12345. */
  athleteId: string;
  /** The API key, sealed (KMS in the cloud, the local key file locally); the name keeps it out of exports. */
  apiKeySecret: string;
  connectedAt: string;
  /** When activities were last read; the next read starts a little before it. */
  lastSyncAt: string | null;
  /** The planned workouts on the intervals.icu calendar, by our workout id (= the event's external_id). */
  sentEvents: Record<string, SentEvent>;
  nextPollAt: string;
  /** intervals.icu answered 429 (or was down): nothing is called before this. */
  backoffUntil: string | null;
  backoffAttempts: number;
  /** intervals.icu refused the key (401/403): syncing stops until the athlete connects again. */
  keyRejected: boolean;
  lastError: string | null;
  checkedAt: string;
}

type Changes = Partial<Omit<IntervalsConnection, 'userId' | 'athleteId' | 'apiKeySecret' | 'connectedAt'>>;

/** The intervals.icu connection under the athlete, listed on GSI1 (least recently checked first) for the sync job. */
export function createIntervalsConnectionRepository(db: Db) {
  const { doc, table } = db;
  const item = (c: IntervalsConnection) => ({
    ...keys.intervalsConnection(c.userId),
    ...keys.intervalsListing(c.checkedAt, c.userId),
    type: 'intervalsConnection',
    ...c,
  });
  return {
    async get(userId: string): Promise<IntervalsConnection | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.intervalsConnection(userId), ConsistentRead: true }),
      );
      return Item ? stripKeys<IntervalsConnection>(Item) : null;
    },

    /** A new connection replaces the previous one (a new key, or another intervals.icu athlete). */
    async put(connection: IntervalsConnection): Promise<void> {
      await doc.send(new PutCommand({ TableName: table, Item: item(connection) }));
    },

    /** Applies the changes to the connection made at `connectedAt` only: a disconnect or a new connect meanwhile wins. */
    async update(connection: Pick<IntervalsConnection, 'userId' | 'connectedAt'>, changes: Changes): Promise<boolean> {
      const fields = {
        ...changes,
        ...(changes.checkedAt ? { GSI1SK: keys.intervalsListing(changes.checkedAt, connection.userId).GSI1SK } : {}),
      };
      const entries = Object.entries(fields);
      if (entries.length === 0) return true;
      try {
        await doc.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.intervalsConnection(connection.userId),
            UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
            ConditionExpression: 'connectedAt = :connectedAt',
            ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
            ExpressionAttributeValues: {
              ...Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
              ':connectedAt': connection.connectedAt,
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async remove(userId: string): Promise<boolean> {
      const { Attributes } = await doc.send(
        new DeleteCommand({ TableName: table, Key: keys.intervalsConnection(userId), ReturnValues: 'ALL_OLD' }),
      );
      return Boolean(Attributes);
    },

    /** The connections the sync job looks at next: those checked longest ago. */
    async leastRecentlyChecked(limit: number): Promise<IntervalsConnection[]> {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk',
          ExpressionAttributeValues: { ':pk': keys.intervalsListingPartition },
          Limit: limit,
        }),
      );
      return Items.map((i) => stripKeys<IntervalsConnection>(i));
    },
  };
}

export type IntervalsConnectionRepository = ReturnType<typeof createIntervalsConnectionRepository>;
