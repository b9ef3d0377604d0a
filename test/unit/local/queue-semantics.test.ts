import { describe, expect, it } from 'vitest';
import { succeededRecords, toSqsRecord } from '../../../functions/local/queue-poller';

const arn = 'arn:aws:sqs:eu-central-1:000000000000:tricoach-tasks';
const records = ['a', 'b', 'c'].map((id) =>
  toSqsRecord(
    { MessageId: id, ReceiptHandle: `rh-${id}`, Body: `{"n":"${id}"}`, Attributes: { ApproximateReceiveCount: '2' } },
    arn,
    'eu-central-1',
  ),
);

describe('SQS event source semantics', () => {
  it('builds records in the Lambda shape', () => {
    expect(records[0]).toMatchObject({
      messageId: 'a',
      receiptHandle: 'rh-a',
      body: '{"n":"a"}',
      attributes: { ApproximateReceiveCount: '2' },
      eventSource: 'aws:sqs',
      eventSourceARN: arn,
      awsRegion: 'eu-central-1',
    });
  });

  it('deletes all but the reported failures', () => {
    const done = succeededRecords(records, {
      threw: false,
      response: { batchItemFailures: [{ itemIdentifier: 'b' }] },
    });
    expect(done.map((r) => r.messageId)).toEqual(['a', 'c']);
    expect(succeededRecords(records, { threw: false, response: undefined }).length).toBe(3);
  });

  it('fails the whole batch when the worker throws or names an unknown record', () => {
    expect(succeededRecords(records, { threw: true })).toEqual([]);
    expect(
      succeededRecords(records, { threw: false, response: { batchItemFailures: [{ itemIdentifier: 'zzz' }] } }),
    ).toEqual([]);
  });
});
