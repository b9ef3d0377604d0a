import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../db/client';
import { isConditionFailure, stripKeys } from '../../db/items';
import { guardedTransaction } from '../../db/guarded-transaction';
import { counterUpdate } from '../stats/counters';
import { keys } from '../../db/keys';
import { transactRetryingConflicts } from '../../db/transact-retrying';
import type { PaymentStatus } from '@shared/schemas/payments';
import { creditEntryItem, type CreditEntry } from '../accounts/credit-repository';
import type { PaymentRecord } from './payment-record';

const toRecord = (item: Record<string, unknown>) => stripKeys<PaymentRecord>(item);

/** payment_transactions rows under the athlete, a lookup item per provider session, and the credit grant. */
export function createTransactionRepository(db: Db) {
  const { doc, table } = db;
  const txKey = (record: Pick<PaymentRecord, 'userId' | 'id'>) => keys.paymentTransaction(record.userId, record.id);

  return {
    async create(record: PaymentRecord): Promise<void> {
      await doc.send(
        new PutCommand({
          TableName: table,
          Item: { ...txKey(record), type: 'payment', ...record },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },

    /** Stores the provider's session id on the row and the lookup item from it, together. */
    async attachSession(record: PaymentRecord, checkoutSessionId: string, now: string): Promise<void> {
      await transactRetryingConflicts(db, [
        {
          Update: {
            TableName: table,
            Key: txKey(record),
            UpdateExpression: 'SET providerSessionId = :s, updatedAt = :now',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':s': checkoutSessionId, ':now': now },
          },
        },
        {
          Put: {
            TableName: table,
            Item: {
              ...keys.paymentSession(checkoutSessionId),
              type: 'paymentSession',
              userId: record.userId,
              transactionId: record.id,
            },
          },
        },
      ]);
    },

    async get(userId: string, transactionId: string): Promise<PaymentRecord | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.paymentTransaction(userId, transactionId), ConsistentRead: true }),
      );
      return Item ? toRecord(Item) : null;
    },

    /** Stores the provider's payment intent on the row and the lookup item from it, together (a replay rewrites the same). */
    async attachPaymentIntent(record: PaymentRecord, paymentIntentId: string, now: string): Promise<void> {
      await transactRetryingConflicts(db, [
        {
          Update: {
            TableName: table,
            Key: txKey(record),
            UpdateExpression: 'SET paymentIntentId = :p, updatedAt = :now',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':p': paymentIntentId, ':now': now },
          },
        },
        {
          Put: {
            TableName: table,
            Item: {
              ...keys.paymentIntent(paymentIntentId),
              type: 'paymentIntent',
              userId: record.userId,
              transactionId: record.id,
            },
          },
        },
      ]);
    },

    async findByPaymentIntent(paymentIntentId: string): Promise<{ userId: string; transactionId: string } | null> {
      const { Item } = await doc.send(new GetCommand({ TableName: table, Key: keys.paymentIntent(paymentIntentId) }));
      return Item ? { userId: String(Item.userId), transactionId: String(Item.transactionId) } : null;
    },

    async findBySession(checkoutSessionId: string): Promise<{ userId: string; transactionId: string } | null> {
      const { Item } = await doc.send(
        new GetCommand({ TableName: table, Key: keys.paymentSession(checkoutSessionId) }),
      );
      return Item ? { userId: String(Item.userId), transactionId: String(Item.transactionId) } : null;
    },

    /** The athlete's payments, newest first. */
    async list(userId: string): Promise<PaymentRecord[]> {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :p)',
          ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':p': keys.paymentPrefix },
        }),
      );
      return Items.map(toRecord).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    /** Moves a payment from one of `from` to `to`; false when it was in another state already. */
    async setStatus(
      record: PaymentRecord,
      from: PaymentStatus[],
      to: PaymentStatus,
      now: string,
      error?: string,
    ): Promise<boolean> {
      const fromValues = Object.fromEntries(from.map((status, i) => [`:from${i}`, status]));
      try {
        await doc.send(
          new UpdateCommand({
            TableName: table,
            Key: txKey(record),
            UpdateExpression: `SET #status = :to, updatedAt = :now${error ? ', #error = :error' : ''}`,
            ConditionExpression: `#status IN (${Object.keys(fromValues).join(', ')})`,
            ExpressionAttributeNames: { '#status': 'status', ...(error ? { '#error': 'error' } : {}) },
            ExpressionAttributeValues: { ...fromValues, ':to': to, ':now': now, ...(error ? { ':error': error } : {}) },
          }),
        );
        return true;
      } catch (e) {
        if (isConditionFailure(e)) return false;
        throw e;
      }
    },

    /**
     * The grant, all or nothing: the payment completed (only from pending or cancelled, so a replay grants
     * nothing), the credits added to the athlete and the ledger entry. False when it was granted before.
     */
    async grant(record: PaymentRecord, entry: CreditEntry, now: string): Promise<boolean> {
      const outcome = await guardedTransaction(db, [
        {
          Update: {
            TableName: table,
            Key: txKey(record),
            UpdateExpression: 'SET #status = :completed, completedAt = :now, updatedAt = :now',
            ConditionExpression: '#status IN (:pending, :cancelled)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':completed': 'completed',
              ':pending': 'pending',
              ':cancelled': 'cancelled',
              ':now': now,
            },
          },
        },
        {
          Update: {
            TableName: table,
            Key: keys.user(record.userId),
            UpdateExpression: 'ADD credits :n',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':n': record.credits },
          },
        },
        {
          Put: {
            TableName: table,
            Item: creditEntryItem(record.userId, entry),
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        counterUpdate(table, 'creditsSold', record.credits),
      ]);
      if (outcome === 'committed') return true;
      if (outcome.failedAt.includes(0) || outcome.failedAt.includes(2)) return false;
      throw outcome.error;
    },

    /**
     * Takes back `credits` (already limited to the balance by the caller) for a refund: the balance never goes below
     * zero, and refundedCredits moves from what the caller read, so two refund events never take the same credits.
     */
    async takeBack(
      record: PaymentRecord,
      credits: number,
      refundedTotal: number,
      entry: CreditEntry,
      fullyRefunded: boolean,
      now: string,
    ): Promise<'done' | 'stale'> {
      const outcome = await guardedTransaction(db, [
        {
          Update: {
            TableName: table,
            Key: txKey(record),
            UpdateExpression: 'SET refundedCredits = :total, #status = :status, updatedAt = :now',
            ConditionExpression:
              '#status IN (:completed, :refunded) AND (attribute_not_exists(refundedCredits) OR refundedCredits = :before)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':total': refundedTotal,
              ':status': fullyRefunded ? 'refunded' : 'completed',
              ':completed': 'completed',
              ':refunded': 'refunded',
              ':before': record.refundedCredits ?? 0,
              ':now': now,
            },
          },
        },
        {
          Update: {
            TableName: table,
            Key: keys.user(record.userId),
            UpdateExpression: 'SET credits = credits - :n',
            ConditionExpression: 'credits >= :n',
            ExpressionAttributeValues: { ':n': credits },
          },
        },
        {
          Put: {
            TableName: table,
            Item: creditEntryItem(record.userId, entry),
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ]);
      return outcome === 'committed' ? 'done' : 'stale';
    },
  };
}

export type TransactionRepository = ReturnType<typeof createTransactionRepository>;
