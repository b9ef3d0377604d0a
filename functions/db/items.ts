import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** Attributes that exist for the table's sake (keys, index keys, item type), never part of a domain object. */
const KEY_ATTRIBUTES = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'type'];

/** An item as the domain sees it: without keys (and without `extra` bookkeeping attributes). */
export function stripKeys<T = Record<string, unknown>>(
  item: Record<string, unknown>,
  extra: readonly string[] = [],
): T {
  return Object.fromEntries(
    Object.entries(item).filter(([k]) => !KEY_ATTRIBUTES.includes(k) && !extra.includes(k)),
  ) as T;
}

/**
 * A conditional write (single item or transaction) refused only because a condition did not hold. A transaction
 * also cancelled for a conflict or throttling is not that: it failed, and the caller retries or fails the work.
 */
export function isConditionFailure(error: unknown): boolean {
  if ((error as Error)?.name === 'ConditionalCheckFailedException') return true;
  if (!(error instanceof TransactionCanceledException)) return false;
  const codes = (error.CancellationReasons ?? []).map((r) => r.Code ?? 'None').filter((code) => code !== 'None');
  return codes.length > 0 && codes.every((code) => code === 'ConditionalCheckFailed');
}

/** A transaction cancelled because the condition of its item at `index` did not hold. */
export function conditionFailedAt(error: unknown, index: number): boolean {
  return (
    error instanceof TransactionCanceledException &&
    error.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed'
  );
}

/** A transaction that collided with another one on the same items: safe to try again. */
export function isTransactionConflict(error: unknown): boolean {
  return (
    (error instanceof TransactionCanceledException &&
      (error.CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict')) ||
    (error as Error)?.name === 'TransactionConflictException'
  );
}
