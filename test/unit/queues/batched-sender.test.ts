import { SendMessageBatchCommand, SQSClient, type SendMessageBatchCommandInput } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { sendBatched } from '../../../functions/queues/batched-sender';

const sqs = mockClient(SQSClient);
afterEach(() => sqs.reset());

const entriesOf = (call: number) =>
  (sqs.commandCalls(SendMessageBatchCommand)[call].args[0].input as SendMessageBatchCommandInput).Entries ?? [];

describe('sendBatched', () => {
  it('sends a burst made in one tick as batches of at most ten, every message once', async () => {
    sqs.on(SendMessageBatchCommand).callsFake((input: SendMessageBatchCommandInput) => ({
      Successful: input.Entries?.map((e) => ({ Id: e.Id, MessageId: `m-${e.Id}` })),
      Failed: [],
    }));
    const bodies = Array.from({ length: 25 }, (_, i) => JSON.stringify({ object_id: i }));
    await Promise.all(bodies.map((body) => sendBatched('https://sqs.test/q1', body)));
    const calls = sqs.commandCalls(SendMessageBatchCommand);
    expect(calls.map((_, i) => entriesOf(i).length)).toEqual([10, 10, 5]);
    expect(calls.flatMap((_, i) => entriesOf(i).map((e) => e.MessageBody))).toEqual(bodies);
  });

  it('fails only the message whose entry SQS refused', async () => {
    sqs.on(SendMessageBatchCommand).resolves({
      Successful: [{ Id: '0', MessageId: 'a', MD5OfMessageBody: '' }],
      Failed: [{ Id: '1', Code: 'InternalError', SenderFault: false, Message: 'try again' }],
    });
    const [first, second] = await Promise.allSettled([
      sendBatched('https://sqs.test/q2', 'a'),
      sendBatched('https://sqs.test/q2', 'b'),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(second).toMatchObject({ status: 'rejected', reason: { message: expect.stringContaining('InternalError') } });
  });

  it('rejects every message of a batch the call itself failed, so the webhook answers an error and Strava retries', async () => {
    sqs.on(SendMessageBatchCommand).rejects(new Error('connect ECONNREFUSED'));
    const results = await Promise.allSettled([
      sendBatched('https://sqs.test/q3', 'a'),
      sendBatched('https://sqs.test/q3', 'b'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('keeps queues apart: a batch never mixes two queues', async () => {
    sqs.on(SendMessageBatchCommand).callsFake((input: SendMessageBatchCommandInput) => ({
      Successful: input.Entries?.map((e) => ({ Id: e.Id, MessageId: 'x' })),
      Failed: [],
    }));
    await Promise.all([
      sendBatched('https://sqs.test/a', '1'),
      sendBatched('https://sqs.test/b', '2'),
      sendBatched('https://sqs.test/a', '3'),
    ]);
    const byQueue = sqs
      .commandCalls(SendMessageBatchCommand)
      .map((c) => [
        c.args[0].input.QueueUrl,
        (c.args[0].input as SendMessageBatchCommandInput).Entries?.map((e) => e.MessageBody),
      ]);
    expect(byQueue).toEqual(
      expect.arrayContaining([
        ['https://sqs.test/a', ['1', '3']],
        ['https://sqs.test/b', ['2']],
      ]),
    );
  });
});
