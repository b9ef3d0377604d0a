import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Db } from './client';
import { isConditionFailure } from './items';
import { transactRetryingConflicts } from './transact-retrying';

/** A transaction the table refused because conditions did not hold: nothing was written. */
export interface Refused {
  /** The indexes (into the items given) whose condition did not hold. */
  failedAt: readonly number[];
  /** The cancellation itself, to rethrow when a refusal at that index is not one the caller expects. */
  error: TransactionCanceledException;
}

/**
 * One transaction whose refusal is an answer, not an error: 'committed', or the items whose condition did not hold.
 * A conflict with a concurrent transaction is tried again (transactRetryingConflicts); throttling, a conflict that
 * outlasts the retries, or a cancellation mixing a failed condition with another reason is thrown.
 */
export async function guardedTransaction(
  db: Db,
  items: NonNullable<TransactWriteCommandInput['TransactItems']>,
  attempts?: number,
): Promise<'committed' | Refused> {
  try {
    await transactRetryingConflicts(db, items, attempts);
    return 'committed';
  } catch (error) {
    if (!(error instanceof TransactionCanceledException) || !isConditionFailure(error)) throw error;
    const failedAt = (error.CancellationReasons ?? []).flatMap((reason, index) =>
      reason.Code === 'ConditionalCheckFailed' ? [index] : [],
    );
    return { failedAt, error };
  }
}
