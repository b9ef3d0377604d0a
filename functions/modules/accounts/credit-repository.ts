import type { Db } from '../../db/client';
import { keys } from '../../db/keys';
import { queryAll } from '../../db/query-all';
import type { CreditEntryView } from '@shared/schemas/accounts';

export interface CreditEntry {
  id: string;
  type: string;
  amount: number;
  /** The English text, kept for old readers; the web renders `type` + `descriptionParams` in the reader's language. */
  description: string;
  descriptionParams?: Record<string, string | number>;
  createdAt: string;
  weekId?: string;
  paymentTransactionId?: string;
}

/**
 * The ledger item of one credit entry. Whoever changes the balance (`credits` on the user item) writes one of
 * these in the same transaction. `type` is taken by the item kind, so the entry's type is `creditType`.
 */
export function creditEntryItem(userId: string, entry: CreditEntry): Record<string, unknown> {
  const { type, ...rest } = entry;
  return { ...keys.credits(userId, entry.createdAt, entry.id), type: 'credit', userId, creditType: type, ...rest };
}

export function toCreditEntryView(item: Record<string, unknown>): CreditEntryView {
  const params = item.descriptionParams as Record<string, string | number> | undefined;
  return {
    type: String(item.creditType),
    amount: Number(item.amount),
    description: String(item.description ?? ''),
    ...(params ? { descriptionParams: params } : {}),
    createdAt: String(item.createdAt),
  };
}

export function createCreditRepository({ doc, table }: Db) {
  return {
    /** Ledger entries, newest first. */
    async listEntries(userId: string): Promise<CreditEntryView[]> {
      const items = await queryAll(doc, {
        TableName: table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.creditsPrefix },
        ScanIndexForward: false,
      });
      return items.map(toCreditEntryView);
    },
  };
}

export type CreditRepository = ReturnType<typeof createCreditRepository>;
