import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { isConditionFailure } from '../../../functions/db/items';
import { createWeekRepository } from '../../../functions/modules/weeks/week-repository';

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('telling transaction cancellations apart', () => {
  it('counts only conditions that did not hold as a condition failure', () => {
    expect(isConditionFailure(cancelled('ConditionalCheckFailed', 'None'))).toBe(true);
    expect(isConditionFailure(Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' }))).toBe(true);
    expect(isConditionFailure(cancelled('None', 'TransactionConflict'))).toBe(false);
    expect(isConditionFailure(cancelled('ConditionalCheckFailed', 'TransactionConflict'))).toBe(false);
    expect(isConditionFailure(cancelled('ThrottlingError'))).toBe(false);
    expect(isConditionFailure(cancelled())).toBe(false);
  });
});

describe('the week repository under a transaction conflict', () => {
  const doc = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: 'eu-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
  );
  const mock = mockClient(doc);
  const weeks = createWeekRepository({ doc, table: 'unit' });
  afterEach(() => mock.reset());

  it('retries a conflict and succeeds when it clears', async () => {
    mock.on(TransactWriteCommand).rejectsOnce(cancelled('TransactionConflict', 'None')).resolves({});
    await expect(weeks.markFailed('u', 'w', 'AI failed', '2026-11-25T00:00:00Z', 't')).resolves.toBe(true);
    expect(mock.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('fails (so the task is retried) when conflicts outlast the retries, instead of reporting the week superseded', async () => {
    mock.on(TransactWriteCommand).rejects(cancelled('TransactionConflict', 'None'));
    await expect(weeks.markFailed('u', 'w', 'AI failed', '2026-11-25T00:00:00Z', 't')).rejects.toBeInstanceOf(
      TransactionCanceledException,
    );
    await expect(
      weeks.storeGenerated('u', 'w', 't', { goal: 'g', overview: 'o' }, [], '2026-11-25T00:00:00Z'),
    ).rejects.toBeInstanceOf(TransactionCanceledException);
  });

  it('reports superseded only when its condition did not hold', async () => {
    mock.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
    await expect(weeks.markFailed('u', 'w', 'AI failed', '2026-11-25T00:00:00Z', 't')).resolves.toBe(false);
    await expect(
      weeks.storeGenerated('u', 'w', 't', { goal: 'g', overview: 'o' }, [], '2026-11-25T00:00:00Z'),
    ).resolves.toBe(false);
  });
});
