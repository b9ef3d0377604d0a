import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys, type ItemKey } from '../../db/keys';
import { queryPages } from '../../db/query-all';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The whole USER#<id> partition: for the export and for deleting an account. */
export function createUserDataRepository({ doc, table }: Db) {
  const pages = (userId: string) =>
    queryPages(doc, {
      TableName: table,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId) },
      ConsistentRead: true,
    });

  async function deleteKeys(itemKeys: ItemKey[]): Promise<void> {
    for (let i = 0; i < itemKeys.length; i += 25) {
      let requests = itemKeys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      for (let attempt = 0; requests.length > 0; attempt++) {
        if (attempt > 8) throw new Error('DynamoDB kept items unprocessed while deleting an account');
        if (attempt > 0) await sleep(50 * 2 ** attempt);
        const result = await doc.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
        requests = (result.UnprocessedItems?.[table] ?? []) as typeof requests;
      }
    }
  }

  return {
    /** Every item of the user, keys included (the export strips them). */
    async listAll(userId: string): Promise<Array<Record<string, unknown>>> {
      const items: Array<Record<string, unknown>> = [];
      for await (const page of pages(userId)) items.push(...page);
      return items;
    },

    /** Deletes the partition page by page; the profile item goes last so a retry after a crash still finds the user. */
    async deleteAll(userId: string, extraKeys: ItemKey[] = []): Promise<void> {
      const profile = keys.user(userId);
      for await (const page of pages(userId)) {
        await deleteKeys(
          page.filter((item) => item.SK !== profile.SK).map((item) => ({ PK: String(item.PK), SK: String(item.SK) })),
        );
      }
      await deleteKeys([...extraKeys, profile]);
    },
  };
}

export type UserDataRepository = ReturnType<typeof createUserDataRepository>;
