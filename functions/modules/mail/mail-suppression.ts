import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { isConditionFailure } from '../../db/items';
import { keys } from '../../db/keys';
import type { Suppression } from './mail-feedback';

/**
 * Addresses SES told us to stop mailing, kept under their athlete (`USER#u / MAIL_SUPPRESSION`, gone with the
 * account) and flagged on the address's guard item, so the mail job knows with the one read it makes per mail. A
 * new address (the athlete changed it) has a new guard and is mailed again.
 */
export function createMailSuppressions({ doc, table }: Db) {
  return {
    /** Marks the address of an athlete as suppressed; false when no athlete has that address (nothing to mark). */
    async suppress(s: Suppression): Promise<boolean> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.emailGuard(s.email), ConsistentRead: true }),
      );
      const userId = typeof Item?.userId === 'string' ? Item.userId : null;
      if (!userId) return false;
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: table,
                  Item: {
                    ...keys.mailSuppression(userId),
                    type: 'mailSuppression',
                    email: s.email,
                    reason: s.reason,
                    feedbackId: s.feedbackId,
                    at: s.at,
                  },
                },
              },
              {
                Update: {
                  TableName: table,
                  Key: keys.emailGuard(s.email),
                  UpdateExpression: 'SET mailSuppressed = :reason',
                  ConditionExpression: 'userId = :u',
                  ExpressionAttributeValues: { ':reason': s.reason, ':u': userId },
                },
              },
            ],
          }),
        );
        return true;
      } catch (error) {
        // The account was deleted or changed its address meanwhile: nobody left to mark.
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Why mail to this address is suppressed, or null. */
    async reasonFor(email: string): Promise<string | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.emailGuard(email), ProjectionExpression: 'mailSuppressed' }),
      );
      return typeof Item?.mailSuppressed === 'string' ? Item.mailSuppressed : null;
    },
  };
}

export type MailSuppressions = ReturnType<typeof createMailSuppressions>;
