import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { keys } from '../../db/keys';
import { queryAll } from '../../db/query-all';
import { isConditionFailure } from '../../db/items';

export interface BetaTester {
  email: string;
  name: string | null;
  status: string;
  createdAt: string;
  invitedAt?: string | null;
}

const toBetaTester = (i: Record<string, unknown>): BetaTester => ({
  email: String(i.email),
  name: (i.name as string | null) ?? null,
  status: String(i.status),
  createdAt: String(i.createdAt),
  invitedAt: (i.invitedAt as string | undefined) ?? null,
});

async function putOnce(db: Db, Item: Record<string, unknown>): Promise<boolean> {
  try {
    await db.doc.send(new PutCommand({ TableName: db.table, Item, ConditionExpression: 'attribute_not_exists(PK)' }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** beta_testers (BETA partition) and newsletter subscribers (NEWSLETTER partition), one item per email. */
export function createSignupListRepository(db: Db) {
  return {
    /** True when the email was added, false when it was already on the list. */
    async addBetaTester(email: string, name: string | null, now: string): Promise<boolean> {
      return putOnce(db, {
        ...keys.betaTester(email),
        type: 'betaTester',
        email,
        name,
        status: 'pending',
        createdAt: now,
      });
    },

    async listBetaTesters(): Promise<BetaTester[]> {
      const items = await queryAll(db.doc, {
        TableName: db.table,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.betaTester('').PK },
      });
      return items.map(toBetaTester);
    },

    /** One page of the beta list in email order (the admin list); `cursor` is the last key of the previous page. */
    async pageBetaTesters(
      cursor: Record<string, string> | undefined,
      limit: number,
    ): Promise<{ items: BetaTester[]; next: Record<string, string> | null }> {
      const { Items = [], LastEvaluatedKey } = await db.doc.send(
        new QueryCommand({
          TableName: db.table,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': keys.betaTester('').PK },
          Limit: limit,
          ExclusiveStartKey: cursor,
        }),
      );
      return { items: Items.map(toBetaTester), next: (LastEvaluatedKey as Record<string, string> | undefined) ?? null };
    },

    async subscribe(email: string, now: string): Promise<boolean> {
      return putOnce(db, { ...keys.newsletter(email), type: 'newsletter', email, createdAt: now });
    },
  };
}

export type SignupListRepository = ReturnType<typeof createSignupListRepository>;
