import type { Db } from '../../db/client';
import { keys, type ItemKey } from '../../db/keys';
import { queryAll } from '../../db/query-all';
import { emailBuckets } from './limits';

/**
 * Items about an account that live outside its USER# partition, keyed by its email: the throttle windows that
 * name it (by hash), its newsletter subscription and its beta waiting-list row. Deleting an account deletes these.
 */
export function createAccountTracesRepository({ doc, table }: Db) {
  return {
    async keysFor(email: string): Promise<ItemKey[]> {
      const buckets = [emailBuckets.loginFailures(email), emailBuckets.forgotMails(email)];
      const windows = await Promise.all(
        buckets.map((bucket) =>
          queryAll(doc, { TableName: table, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.rateLimit(bucket, 0).PK }, ProjectionExpression: 'PK, SK' }),
        ),
      );
      return [...windows.flat().map((item) => ({ PK: String(item.PK), SK: String(item.SK) })), keys.newsletter(email), keys.betaTester(email)];
    },
  };
}

export type AccountTracesRepository = ReturnType<typeof createAccountTracesRepository>;
