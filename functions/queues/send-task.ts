import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { env } from '../lib/env';
import { sqsClient } from './client';
import type { TaskMessage } from './definition';

export type TaskQueue = { send(message: TaskMessage): Promise<void> };

/** Sends a task's message to the task queue (the row is already written: the message only points at it). */
export async function sendTask(message: TaskMessage): Promise<void> {
  const queueUrl = env().TASK_QUEUE_URL;
  if (!queueUrl) throw new Error('TASK_QUEUE_URL is not configured');
  await sqsClient().send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
}

export const sqsTaskQueue: TaskQueue = { send: sendTask };
