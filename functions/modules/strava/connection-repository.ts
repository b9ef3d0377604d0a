import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { conditionFailedAt, isConditionFailure, stripKeys } from '../../db/items';
import { epochSeconds, keys } from '../../db/keys';
import { transactRetryingConflicts } from '../../db/transact-retrying';
import { stravaTaskItem, type StravaTask } from './task-queue';

export interface StravaConnection {
  userId: string;
  stravaAthleteId: string;
  /** The athlete's name on Strava ("connected as"). */
  athleteName: string;
  /** Encrypted StravaTokens. */
  tokens: string;
  /** The scopes the athlete granted (may be narrower than asked). */
  scopes: string[];
  connectedAt: string;
  lastActivityAt: string | null;
}

export interface StravaState {
  userId: string;
  sidHash: string;
  returnTo: string;
}

export class StravaAccountTakenError extends Error {}

const STATE_MINUTES = 10;

/** The Strava connection under the athlete, its guard item (one Strava athlete, one of ours) and connect states. */
export function createStravaConnectionRepository(db: Db) {
  const { doc, table } = db;
  return {
    async putState(stateHash: string, state: StravaState, now: Date): Promise<void> {
      const expiresAt = epochSeconds(now) + STATE_MINUTES * 60;
      await doc.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.stravaOAuthState(stateHash), type: 'stravaState', ...state, expiresAt },
        }),
      );
    },

    /** Single use: the state is deleted as it is read; null when unknown, used or expired. */
    async takeState(stateHash: string, now: Date): Promise<StravaState | null> {
      const { Attributes } = await doc.send(
        new DeleteCommand({ TableName: table, Key: keys.stravaOAuthState(stateHash), ReturnValues: 'ALL_OLD' }),
      );
      if (!Attributes || Number(Attributes.expiresAt) <= epochSeconds(now)) return null;
      return {
        userId: String(Attributes.userId),
        sidHash: String(Attributes.sidHash),
        returnTo: String(Attributes.returnTo),
      };
    },

    async get(userId: string): Promise<StravaConnection | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.stravaConnection(userId), ConsistentRead: true }),
      );
      return Item ? stripKeys<StravaConnection>(Item) : null;
    },

    async userIdFor(stravaAthleteId: string): Promise<string | null> {
      const { Item } = await doc.send(new GetCommand({ TableName: table, Key: keys.stravaAthlete(stravaAthleteId) }));
      return Item ? String(Item.userId) : null;
    },

    /** The connection, its guard (refused when that Strava athlete is another athlete's) and the first tasks (backfill). */
    async connect(connection: StravaConnection, tasks: StravaTask[]): Promise<void> {
      try {
        await transactRetryingConflicts(db, [
          {
            Put: {
              TableName: table,
              Item: {
                ...keys.stravaAthlete(connection.stravaAthleteId),
                ...keys.stravaAthleteListing(connection.stravaAthleteId),
                type: 'stravaAthlete',
                userId: connection.userId,
              },
              ConditionExpression: 'attribute_not_exists(PK) OR userId = :u',
              ExpressionAttributeValues: { ':u': connection.userId },
            },
          },
          {
            Put: {
              TableName: table,
              Item: { ...keys.stravaConnection(connection.userId), type: 'stravaConnection', ...connection },
            },
          },
          ...tasks.map((task) => ({ Put: { TableName: table, Item: stravaTaskItem(task) } })),
        ]);
      } catch (error) {
        if (conditionFailedAt(error, 0)) throw new StravaAccountTakenError();
        throw error;
      }
    },

    /** Rotated tokens, written only over the ones they were refreshed from (a concurrent refresh wins once). */
    async replaceTokens(userId: string, previous: string, next: string): Promise<boolean> {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.stravaConnection(userId),
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

    async touch(userId: string, lastActivityAt: string): Promise<void> {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.stravaConnection(userId),
            UpdateExpression: 'SET lastActivityAt = :at',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':at': lastActivityAt },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /**
     * Removes the connection and its guard; with `deauthorize`, a task that tells Strava (retried while Strava is
     * down). False when there was no such connection (already gone, or a newer one).
     */
    async disconnect(connection: StravaConnection, deauthorize: StravaTask | null): Promise<boolean> {
      try {
        await transactRetryingConflicts(db, [
          {
            Delete: {
              TableName: table,
              Key: keys.stravaConnection(connection.userId),
              ConditionExpression: 'connectedAt = :at',
              ExpressionAttributeValues: { ':at': connection.connectedAt },
            },
          },
          {
            Delete: {
              TableName: table,
              Key: keys.stravaAthlete(connection.stravaAthleteId),
              ConditionExpression: 'attribute_not_exists(PK) OR userId = :u',
              ExpressionAttributeValues: { ':u': connection.userId },
            },
          },
          ...(deauthorize ? [{ Put: { TableName: table, Item: stravaTaskItem(deauthorize) } }] : []),
        ]);
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type StravaConnectionRepository = ReturnType<typeof createStravaConnectionRepository>;
