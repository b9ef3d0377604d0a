import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { stripKeys } from '../../db/items';
import { keys, type ItemKey } from '../../db/keys';
import { queryAll } from '../../db/query-all';
import { emailBuckets, userBuckets } from './limits';

/**
 * Items about an account that live outside its USER# partition, keyed by its email or id: the throttle windows that
 * name it (by hash or id), the mails sent to it, its newsletter subscription and its beta waiting-list row. Deleting an account deletes these;
 * the export shows the subscriptions.
 */
export function createAccountTracesRepository({ doc, table }: Db) {
  return {
    async keysFor(email: string, userId: string): Promise<ItemKey[]> {
      const buckets = [
        emailBuckets.loginFailures(email),
        emailBuckets.forgotMails(email),
        ...Object.values(userBuckets).map((bucket) => bucket(userId)),
      ];
      const windows = await Promise.all(
        buckets.map((bucket) =>
          queryAll(doc, {
            TableName: table,
            KeyConditionExpression: 'PK = :pk',
            ExpressionAttributeValues: { ':pk': keys.rateLimit(bucket, 0).PK },
            ProjectionExpression: 'PK, SK',
          }),
        ),
      );
      // The mails to this address (found through their per-recipient log): queued ones are never sent, sent ones go.
      const mailLog = await queryAll(doc, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.mailToPartition(email) },
        ProjectionExpression: 'PK, SK, mailId',
      });
      const mails = mailLog.flatMap((row) => (row.mailId ? [keys.mail(String(row.mailId))] : []));
      // The checkout-session lookups of its payments (they name the athlete and the transaction).
      const payments = await queryAll(doc, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :p)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':p': keys.paymentPrefix },
        ProjectionExpression: 'providerSessionId',
      });
      const sessions = payments.flatMap((p) =>
        p.providerSessionId ? [keys.paymentSession(String(p.providerSessionId))] : [],
      );
      // Forgot-password requests the mail job has not handled yet.
      const requests = await queryAll(doc, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk',
        FilterExpression: 'email = :email',
        ExpressionAttributeValues: { ':pk': keys.resetRequestsPartition, ':email': email },
        ProjectionExpression: 'PK, SK',
      });
      const rows = [...windows.flat(), ...mailLog, ...requests].map((item) => ({
        PK: String(item.PK),
        SK: String(item.SK),
      }));
      return [...rows, ...mails, ...sessions, keys.newsletter(email), keys.betaTester(email)];
    },

    /** What the athlete signed up for with this email outside the account (for the export). */
    async subscriptionsOf(
      email: string,
    ): Promise<{ newsletter: Record<string, unknown>[]; betaList: Record<string, unknown>[] }> {
      const read = async (key: ItemKey) =>
        (await doc.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item;
      const [newsletter, beta] = await Promise.all([read(keys.newsletter(email)), read(keys.betaTester(email))]);
      return {
        newsletter: newsletter ? [stripKeys(newsletter)] : [],
        betaList: beta ? [stripKeys(beta, ['inviteCode', 'inviteCodeHash'])] : [],
      };
    },
  };
}

export type AccountTracesRepository = ReturnType<typeof createAccountTracesRepository>;
