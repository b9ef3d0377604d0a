import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { conditionFailedAt, isConditionFailure, stripKeys } from '../../db/items';
import { epochSeconds, keys } from '../../db/keys';
import { transactRetryingConflicts } from '../../db/transact-retrying';

export interface GarminConnection {
  userId: string;
  garminUserId: string;
  /** Encrypted GarminTokens. */
  tokens: string;
  permissions: string[];
  connectedAt: string;
  lastActivityAt: string | null;
}

export interface Deregistration {
  id: string;
  createdAt: string;
  userId: string;
  garminUserId: string;
  tokens: string;
  attempts: number;
  lastError: string | null;
}

export class GarminAccountTakenError extends Error {}

const STATE_MINUTES = 10;

/** The Garmin connection under the athlete, its guard item, connect states and the deregistration rows. */
export function createConnectionRepository(db: Db) {
  const { doc, table } = db;
  return {
    async putState(
      stateHash: string,
      state: { userId: string; sidHash: string; verifier: string; returnTo: string },
      now: Date,
    ): Promise<void> {
      const expiresAt = epochSeconds(now) + STATE_MINUTES * 60;
      await doc.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.garminOAuthState(stateHash), type: 'garminState', ...state, expiresAt },
        }),
      );
    },

    /** Single use: the state is deleted as it is read; null when unknown, used or expired. */
    async takeState(
      stateHash: string,
      now: Date,
    ): Promise<{ userId: string; sidHash: string; verifier: string; returnTo: string } | null> {
      const { Attributes } = await doc.send(
        new DeleteCommand({ TableName: table, Key: keys.garminOAuthState(stateHash), ReturnValues: 'ALL_OLD' }),
      );
      if (!Attributes || Number(Attributes.expiresAt) <= epochSeconds(now)) return null;
      return {
        userId: String(Attributes.userId),
        sidHash: String(Attributes.sidHash),
        verifier: String(Attributes.verifier),
        returnTo: String(Attributes.returnTo),
      };
    },

    async get(userId: string): Promise<GarminConnection | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.garminConnection(userId), ConsistentRead: true }),
      );
      return Item ? stripKeys<GarminConnection>(Item) : null;
    },

    async userIdFor(garminUserId: string): Promise<string | null> {
      const { Item } = await doc.send(new GetCommand({ TableName: table, Key: keys.garminUser(garminUserId) }));
      return Item ? String(Item.userId) : null;
    },

    /** The connection, the guard (refused when the Garmin account is another athlete's) and the user's flag. */
    async connect(connection: GarminConnection): Promise<void> {
      try {
        await transactRetryingConflicts(db, [
          {
            Put: {
              TableName: table,
              Item: {
                ...keys.garminUser(connection.garminUserId),
                ...keys.garminUserListing(connection.garminUserId),
                type: 'garminUser',
                userId: connection.userId,
              },
              ConditionExpression: 'attribute_not_exists(PK) OR userId = :u',
              ExpressionAttributeValues: { ':u': connection.userId },
            },
          },
          {
            Put: {
              TableName: table,
              Item: { ...keys.garminConnection(connection.userId), type: 'garminConnection', ...connection },
            },
          },
          {
            Update: {
              TableName: table,
              Key: keys.user(connection.userId),
              UpdateExpression: 'SET garminConnected = :t',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':t': true },
            },
          },
        ]);
      } catch (error) {
        if (conditionFailedAt(error, 0)) throw new GarminAccountTakenError();
        throw error;
      }
    },

    /** Rotated tokens, written only over the ones they were refreshed from (a concurrent refresh wins once). */
    async replaceTokens(userId: string, previous: string, next: string): Promise<boolean> {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.garminConnection(userId),
            UpdateExpression: 'SET tokens = :next',
            ConditionExpression: 'tokens = :prev',
            ExpressionAttributeValues: { ':next': next, ':prev': previous },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async update(
      userId: string,
      fields: Partial<Pick<GarminConnection, 'permissions' | 'lastActivityAt'>>,
    ): Promise<void> {
      const entries = Object.entries(fields);
      if (entries.length === 0) return;
      try {
        await doc.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.garminConnection(userId),
            UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
            ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /**
     * Removes the connection, its guard and the user's flag; with `deregister`, a row for the job that tells Garmin.
     * False when there was no connection (or it is not the one `connectedBefore` names).
     */
    async disconnect(connection: GarminConnection, deregister: Deregistration | null): Promise<boolean> {
      try {
        await transactRetryingConflicts(db, [
          {
            Delete: {
              TableName: table,
              Key: keys.garminConnection(connection.userId),
              ConditionExpression: 'connectedAt = :at',
              ExpressionAttributeValues: { ':at': connection.connectedAt },
            },
          },
          {
            Delete: {
              TableName: table,
              Key: keys.garminUser(connection.garminUserId),
              ConditionExpression: 'attribute_not_exists(PK) OR userId = :u',
              ExpressionAttributeValues: { ':u': connection.userId },
            },
          },
          {
            Update: {
              TableName: table,
              Key: keys.user(connection.userId),
              UpdateExpression: 'SET garminConnected = :f',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':f': false },
            },
          },
          ...(deregister
            ? [
                {
                  Put: {
                    TableName: table,
                    Item: {
                      ...keys.garminDeregistration(deregister.createdAt, deregister.id),
                      type: 'garminDeregistration',
                      ...deregister,
                    },
                  },
                },
              ]
            : []),
        ]);
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async pendingDeregistrations(limit = 25): Promise<Deregistration[]> {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': keys.garminDeregistrationsPartition },
          Limit: limit,
        }),
      );
      return Items.map((item) => stripKeys<Deregistration>(item));
    },

    async deregistrationDone(row: Deregistration): Promise<void> {
      await doc.send(new DeleteCommand({ TableName: table, Key: keys.garminDeregistration(row.createdAt, row.id) }));
    },

    async deregistrationFailed(row: Deregistration, error: string): Promise<void> {
      await doc.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.garminDeregistration(row.createdAt, row.id),
          UpdateExpression: 'SET attempts = attempts + :one, lastError = :e',
          ExpressionAttributeValues: { ':one': 1, ':e': error.slice(0, 500) },
        }),
      );
    },
  };
}

export type ConnectionRepository = ReturnType<typeof createConnectionRepository>;
