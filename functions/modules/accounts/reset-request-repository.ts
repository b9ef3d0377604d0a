import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { isConditionFailure } from '../../db/items';
import { epochSeconds, keys } from '../../db/keys';

export interface ResetRequest {
  PK: string;
  SK: string;
  email: string;
}

const TTL_SECONDS = 24 * 60 * 60;

/**
 * Forgot-password requests, written the same way whether or not the account exists (so the answer takes the
 * same time) and turned into a reset mail by the mail job, which alone looks the account up.
 */
export function createResetRequestRepository({ doc, table }: Db) {
  return {
    async add(email: string, now: Date): Promise<void> {
      const Item = {
        ...keys.resetRequest(now.toISOString(), randomUUID()),
        type: 'resetRequest',
        email,
        expiresAt: epochSeconds(now) + TTL_SECONDS,
      };
      await doc.send(new PutCommand({ TableName: table, Item }));
    },

    /** The oldest waiting requests. */
    async listDue(limit: number): Promise<ResetRequest[]> {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': keys.resetRequestsPartition },
          Limit: limit,
          ConsistentRead: true,
        }),
      );
      return Items.map((i) => ({ PK: String(i.PK), SK: String(i.SK), email: String(i.email) }));
    },

    /** Exactly one of two job runs that read the same request gets it. */
    async claim(request: ResetRequest): Promise<boolean> {
      try {
        await doc.send(
          new DeleteCommand({
            TableName: table,
            Key: { PK: request.PK, SK: request.SK },
            ConditionExpression: 'attribute_exists(PK)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type ResetRequestRepository = ReturnType<typeof createResetRequestRepository>;
