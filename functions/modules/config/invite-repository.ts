import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { epochSeconds, keys } from '../../db/keys';
import type { Clock } from '../../lib/clock';
import { isConditionFailure } from '../../db/items';

export const INVITE_TTL_DAYS = 30;

/** Invite codes, stored as sha256 only; registration consumes the item in its own transaction. */
export function createInviteRepository({ doc, table }: Db, clock: Clock) {
  return {
    async put(codeHash: string, email: string): Promise<void> {
      const expiresAt = epochSeconds(clock()) + INVITE_TTL_DAYS * 24 * 60 * 60;
      await doc.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.invite(codeHash), type: 'invite', email, createdAt: clock().toISOString(), expiresAt },
        }),
      );
    },

    /** Valid = exists, not expired, issued for this email. */
    async isValid(codeHash: string, email: string): Promise<boolean> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.invite(codeHash), ConsistentRead: true }),
      );
      return !!Item && Item.email === email && Number(Item.expiresAt) > epochSeconds(clock());
    },

    /** Marks the beta tester row (when there is one) as invited. */
    async markBetaTesterInvited(email: string, now: string): Promise<void> {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.betaTester(email),
            UpdateExpression: 'SET #s = :invited, invitedAt = :now',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: { ':invited': 'invited', ':now': now },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}

export type InviteRepository = ReturnType<typeof createInviteRepository>;
