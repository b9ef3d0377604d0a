import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { AdminUserRow, AuditView } from '@shared/schemas/admin';
import { batchGetAll } from '../../db/batch-get';
import type { Db } from '../../db/client';
import { GSI1_KEY_ATTRIBUTES, type PageKey } from '../../db/cursor';
import { gsi1Page } from '../../db/gsi1-page';
import { guardedTransaction } from '../../db/guarded-transaction';
import { keys } from '../../db/keys';
import { creditEntryItem, type CreditEntry } from '../accounts/credit-repository';
import { counterUpdate } from '../stats/counters';
import type { AuditRepository } from './audit-repository';
import { onboardingStatus } from '@shared/onboarding/steps';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export class UserMissingError extends Error {}
export class InsufficientBalanceError extends Error {}

const ROW_ATTRIBUTES = [
  'id',
  'email',
  'name',
  'createdAt',
  'onboardingStatus',
  'credits',
  'garminConnected',
  'isAdmin',
] as const;
export const USERS_PARTITION = keys.userListing('', '').GSI1PK;
export const USER_CURSOR = { attributes: GSI1_KEY_ATTRIBUTES, fixed: { GSI1PK: USERS_PARTITION } };

function toRow(item: Record<string, unknown>): AdminUserRow {
  return {
    id: String(item.id),
    email: String(item.email),
    name: (item.name as string | null) ?? null,
    createdAt: String(item.createdAt),
    onboardingStatus: (item.onboardingStatus as AdminUserRow['onboardingStatus']) ?? onboardingStatus('profile'),
    credits: Number(item.credits ?? 0),
    garminConnected: item.garminConnected === true,
    isAdmin: item.isAdmin === true,
  };
}

/** The admin's reads and writes on user items: the GSI1 `USERS` listing, credit adjustments, the admin flag. */
export function createAdminUserRepository(db: Db, audit: AuditRepository) {
  const { doc, table } = db;
  // A conflict with another transaction on the same user (a week's debit) is tried again.
  const transact = (items: TransactItem[]) => guardedTransaction(db, items, 5);

  async function balance(userId: string): Promise<number | null> {
    const { Item } = await doc.send(
      new GetCommand({
        TableName: table,
        Key: keys.user(userId),
        ProjectionExpression: 'credits',
        ConsistentRead: true,
      }),
    );
    return Item ? Number(Item.credits ?? 0) : null;
  }

  return {
    /** Newest first; with an email prefix the listing is filtered (bounded reads per page, exact cursors). */
    async list({ emailPrefix, cursor, limit }: { emailPrefix?: string; cursor?: PageKey; limit: number }) {
      const { items, next } = await gsi1Page(doc, {
        table,
        partition: USERS_PARTITION,
        limit,
        cursor,
        attributes: ROW_ATTRIBUTES,
        filter: emailPrefix
          ? {
              expression: 'begins_with(#email, :prefix)',
              names: { '#email': 'email' },
              values: { ':prefix': emailPrefix },
            }
          : undefined,
      });
      return { items: items.map(toRow), next };
    },

    /**
     * Grants (amount > 0) or removes (amount < 0) credits: balance, ledger entry, audit row and overview counter in
     * ONE transaction; a removal only commits while the balance covers it, so it never goes below zero.
     */
    async adjustCredits(userId: string, entry: CreditEntry, auditRow: AuditView): Promise<number> {
      const removal = entry.amount < 0;
      const outcome = await transact([
        {
          Update: {
            TableName: table,
            Key: keys.user(userId),
            UpdateExpression: 'SET credits = if_not_exists(credits, :zero) + :amount, updatedAt = :now',
            ConditionExpression: removal ? 'attribute_exists(PK) AND credits >= :needed' : 'attribute_exists(PK)',
            ExpressionAttributeValues: {
              ':zero': 0,
              ':amount': entry.amount,
              ':now': entry.createdAt,
              ...(removal ? { ':needed': -entry.amount } : {}),
            },
          },
        },
        {
          Put: {
            TableName: table,
            Item: creditEntryItem(userId, entry),
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        audit.put(auditRow),
        counterUpdate(table, removal ? 'creditsRemoved' : 'creditsGranted', Math.abs(entry.amount)),
      ]);
      if (outcome !== 'committed') {
        if (!outcome.failedAt.includes(0)) throw outcome.error;
        if ((await balance(userId)) === null) throw new UserMissingError();
        throw new InsufficientBalanceError();
      }
      return (await balance(userId)) ?? 0;
    },

    async setAdmin(userId: string, isAdmin: boolean, auditRow: AuditView, now: string): Promise<void> {
      const outcome = await transact([
        {
          Update: {
            TableName: table,
            Key: keys.user(userId),
            UpdateExpression: 'SET isAdmin = :a, updatedAt = :now',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':a': isAdmin, ':now': now },
          },
        },
        audit.put(auditRow),
      ]);
      if (outcome === 'committed') return;
      if (outcome.failedAt.includes(0)) throw new UserMissingError();
      throw outcome.error;
    },

    /** Which of these emails have an account (their email guard exists). */
    async emailsWithAccounts(emails: string[]): Promise<Set<string>> {
      const unique = [...new Set(emails.map((e) => e.toLowerCase()))];
      const guards = await batchGetAll(
        doc,
        table,
        unique.map((email) => keys.emailGuard(email)),
        ['PK'],
      );
      return new Set(guards.map((item) => keys.emailOfGuard(String(item.PK))));
    },

    /** userId -> email for the rows of a listing (tasks, suggestions). */
    async emailsOf(userIds: string[]): Promise<Map<string, string>> {
      const users = await batchGetAll(
        doc,
        table,
        [...new Set(userIds)].map((id) => keys.user(id)),
        ['id', 'email'],
      );
      return new Map(users.map((item) => [String(item.id), String(item.email)]));
    },
  };
}

export type AdminUserRepository = ReturnType<typeof createAdminUserRepository>;
