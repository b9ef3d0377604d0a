import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Db } from './client';
import { isTransactionConflict } from './items';

/**
 * One transaction, tried again when a concurrent transaction on the same items cancelled it
 * (TransactionConflict). Any other cancellation (a condition that did not hold, throttling) is the caller's.
 */
export async function transactRetryingConflicts(
  { doc }: Db,
  items: NonNullable<TransactWriteCommandInput['TransactItems']>,
  attempts = 6,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await doc.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 15 * attempt + Math.random() * 40));
    }
  }
}
