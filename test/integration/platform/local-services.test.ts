import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqsClient } from '../../../functions/queues/client';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { env } from '../../../functions/lib/env';

describe('local services', () => {
  it('stores and reads an item in DynamoDB Local', async () => {
    const key = { PK: `TEST#${randomUUID()}`, SK: 'X' };
    await documentClient().send(new PutCommand({ TableName: env().TABLE_NAME, Item: { ...key, value: 42 } }));
    const { Item } = await documentClient().send(new GetCommand({ TableName: env().TABLE_NAME, Key: key }));
    expect(Item?.value).toBe(42);
  });

  it('round-trips a message through the SQS emulator', async () => {
    const sqs = sqsClient();
    const body = JSON.stringify({ probe: randomUUID() });
    const queueUrl = process.env.TASK_DLQ_URL!;
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body }));
    const received = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
    );
    expect(received.Messages?.map((m) => m.Body)).toContain(body);
  });
});
