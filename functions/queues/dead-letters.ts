import type { SQSClient } from '@aws-sdk/client-sqs';
import { sqsClientConfig } from './sqs-config';

type Sqs = typeof import('@aws-sdk/client-sqs');

/** At most this many messages move per redrive call, so one call stays well inside the Lambda's time. */
export const REDRIVE_MAX_MESSAGES = 100;

export interface DeadLetterQueue {
  /** Messages waiting in the DLQ (visible and in flight); null when no DLQ is configured. */
  depth(): Promise<number | null>;
  /** Moves up to `max` messages back to the task queue: each is sent first, then deleted, so none is lost. */
  redrive(max?: number): Promise<{ moved: number; remaining: number | null }>;
}

/**
 * The task DLQ through plain SQS calls (receive, send, delete) rather than StartMessageMoveTask: the same code
 * runs against the cloud and the local emulator, which has no message-move tasks. A message sent but not yet
 * deleted when the call dies is delivered twice; the worker's claim on the task row makes that harmless.
 */
export function createDeadLetterQueue(urls: { deadLetterUrl: string; queueUrl: string }): DeadLetterQueue {
  let loaded: Promise<{ client: SQSClient; sqs: Sqs }> | undefined;
  const load = () =>
    (loaded ??= import('@aws-sdk/client-sqs').then((sqs) => ({ client: new sqs.SQSClient(sqsClientConfig), sqs })));

  async function depth(): Promise<number | null> {
    if (!urls.deadLetterUrl) return null;
    const { client, sqs } = await load();
    const { Attributes = {} } = await client.send(
      new sqs.GetQueueAttributesCommand({
        QueueUrl: urls.deadLetterUrl,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    return (
      Number(Attributes.ApproximateNumberOfMessages ?? 0) +
      Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0)
    );
  }

  return {
    depth,
    async redrive(max = REDRIVE_MAX_MESSAGES) {
      if (!urls.deadLetterUrl || !urls.queueUrl) return { moved: 0, remaining: null };
      const { client, sqs } = await load();
      let moved = 0;
      while (moved < max) {
        const { Messages = [] } = await client.send(
          new sqs.ReceiveMessageCommand({
            QueueUrl: urls.deadLetterUrl,
            MaxNumberOfMessages: Math.min(10, max - moved),
            WaitTimeSeconds: 0,
            VisibilityTimeout: 30,
          }),
        );
        if (Messages.length === 0) break;
        for (const message of Messages) {
          await client.send(new sqs.SendMessageCommand({ QueueUrl: urls.queueUrl, MessageBody: message.Body ?? '' }));
          await client.send(
            new sqs.DeleteMessageCommand({ QueueUrl: urls.deadLetterUrl, ReceiptHandle: message.ReceiptHandle }),
          );
          moved++;
        }
      }
      return { moved, remaining: await depth() };
    },
  };
}
