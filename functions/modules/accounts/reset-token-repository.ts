import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { epochSeconds, keys } from '../../db/keys';
import type { Clock } from '../../lib/clock';
import { isConditionFailure } from '../../db/items';

/** Reset tokens are stored only as sha256; the item expires (TTL) and is consumed by a conditional delete. */
export function createResetTokenRepository({ doc, table }: Db, clock: Clock) {
  return {
    async put(tokenHash: string, userId: string, ttlSeconds: number): Promise<void> {
      const expiresAt = epochSeconds(clock()) + ttlSeconds;
      await doc.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...keys.resetToken(tokenHash),
            type: 'resetToken',
            userId,
            createdAt: clock().toISOString(),
            expiresAt,
          },
        }),
      );
    },

    /** Single use: exactly one of two concurrent consumers gets the user id; expired or unknown gives null. */
    async consume(tokenHash: string): Promise<string | null> {
      try {
        const { Attributes } = await doc.send(
          new DeleteCommand({
            TableName: table,
            Key: keys.resetToken(tokenHash),
            ConditionExpression: 'attribute_exists(PK) AND expiresAt > :now',
            ExpressionAttributeValues: { ':now': epochSeconds(clock()) },
            ReturnValues: 'ALL_OLD',
          }),
        );
        return (Attributes?.userId as string | undefined) ?? null;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },

    async delete(tokenHash: string): Promise<void> {
      await doc.send(new DeleteCommand({ TableName: table, Key: keys.resetToken(tokenHash) }));
    },
  };
}

export type ResetTokenRepository = ReturnType<typeof createResetTokenRepository>;
