import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';

/** Admin routes re-read the flag on every call, so revoking admin takes effect at once. */
export function createAdminCheck({ doc, table }: Db) {
  return async (userId: string): Promise<boolean> => {
    const { Item } = await doc.send(
      new GetCommand({ TableName: table, Key: keys.user(userId), ProjectionExpression: 'isAdmin' }),
    );
    return Item?.isAdmin === true;
  };
}
