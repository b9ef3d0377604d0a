import type { SQSClient } from '@aws-sdk/client-sqs';
import { env } from '../lib/env';
import type { TaskMessage } from './definition';
import { sqsClientConfig } from './sqs-config';

export type TaskQueue = { send(message: TaskMessage): Promise<void> };

let sender: Promise<{ client: SQSClient; SendMessageCommand: typeof import('@aws-sdk/client-sqs').SendMessageCommand }> | undefined;

// The SQS SDK loads on the first send, not at import: it adds ~30 ms to the cold start of every group that can
// queue a task, while most of their requests never do.
function loadSender() {
  sender ??= import('@aws-sdk/client-sqs').then(({ SQSClient, SendMessageCommand }) => ({ client: new SQSClient(sqsClientConfig), SendMessageCommand }));
  return sender;
}

/** Sends a task's message to the task queue (the row is already written: the message only points at it). */
export async function sendTask(message: TaskMessage): Promise<void> {
  const queueUrl = env().TASK_QUEUE_URL;
  if (!queueUrl) throw new Error('TASK_QUEUE_URL is not configured');
  const { client, SendMessageCommand } = await loadSender();
  await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
}

export const sqsTaskQueue: TaskQueue = { send: sendTask };
