import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { guardedTransaction } from '../../../functions/db/guarded-transaction';

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const items = [
  { ConditionCheck: { TableName: 'unit', Key: { PK: 'a', SK: 'a' }, ConditionExpression: 'attribute_exists(PK)' } },
];

describe('a guarded transaction', () => {
  const doc = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: 'eu-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
  );
  const db = { doc, table: 'unit' };
  const mock = mockClient(doc);
  afterEach(() => mock.reset());

  it('answers committed when the table took it', async () => {
    mock.on(TransactWriteCommand).resolves({});
    await expect(guardedTransaction(db, items)).resolves.toBe('committed');
  });

  it('answers with the items whose condition did not hold', async () => {
    const refusal = cancelled('None', 'ConditionalCheckFailed', 'ConditionalCheckFailed');
    mock.on(TransactWriteCommand).rejects(refusal);
    await expect(guardedTransaction(db, items)).resolves.toEqual({ failedAt: [1, 2], error: refusal });
  });

  it('tries a conflict again, and answers what the retry found', async () => {
    mock
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('TransactionConflict'))
      .rejectsOnce(cancelled('ConditionalCheckFailed'))
      .resolves({});
    await expect(guardedTransaction(db, items)).resolves.toMatchObject({ failedAt: [0] });
    expect(mock.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('throws a conflict that outlasts its attempts, throttling, and a failed condition mixed with either', async () => {
    mock.on(TransactWriteCommand).rejects(cancelled('TransactionConflict'));
    await expect(guardedTransaction(db, items, 2)).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(mock.commandCalls(TransactWriteCommand)).toHaveLength(2);
    mock.reset();
    mock.on(TransactWriteCommand).rejects(cancelled('ThrottlingError'));
    await expect(guardedTransaction(db, items)).rejects.toBeInstanceOf(TransactionCanceledException);
    mock.reset();
    mock.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'ThrottlingError'));
    await expect(guardedTransaction(db, items)).rejects.toBeInstanceOf(TransactionCanceledException);
  });

  it('throws what is not a cancellation', async () => {
    mock.on(TransactWriteCommand).rejects(new Error('network down'));
    await expect(guardedTransaction(db, items)).rejects.toThrow('network down');
  });
});
