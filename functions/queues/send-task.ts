import { env } from '../lib/env';
import type { TaskMessage } from './definition';
import { loadSqsSender } from './sqs-sender';

export interface TaskQueue {
  /** Sends a task's message; `delaySeconds` (0..900) holds it back, e.g. until a provider's rate limit has passed. */
  send(message: TaskMessage, options?: { delaySeconds?: number }): Promise<void>;
  /** Messages the queue holds (waiting, delayed and in flight); the reaper leaves pending tasks alone while any remain. */
  backlog?(): Promise<number>;
}

/** Sends a task's message to the task queue (the row is already written: the message only points at it). */
export async function sendTask(message: TaskMessage, options: { delaySeconds?: number } = {}): Promise<void> {
  const queueUrl = taskQueueUrl();
  const { client, sqs } = await loadSqsSender();
  const delay = options.delaySeconds
    ? Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.ceil(options.delaySeconds)))
    : undefined;
  await client.send(
    new sqs.SendMessageCommand({
      QueueUrl: queueUrl,
      MessageBody: JSON.stringify(message),
      ...(delay ? { DelaySeconds: delay } : {}),
    }),
  );
}

/** SQS's longest message delay. */
export const MAX_DELAY_SECONDS = 900;

const BACKLOG_ATTRIBUTES = [
  'ApproximateNumberOfMessages',
  'ApproximateNumberOfMessagesDelayed',
  'ApproximateNumberOfMessagesNotVisible',
] as const;

/** Waiting + delayed + in-flight messages of the task queue (SQS's approximate counts). */
export async function taskQueueBacklog(): Promise<number> {
  const { client, sqs } = await loadSqsSender();
  const { Attributes = {} } = await client.send(
    new sqs.GetQueueAttributesCommand({ QueueUrl: taskQueueUrl(), AttributeNames: [...BACKLOG_ATTRIBUTES] }),
  );
  return BACKLOG_ATTRIBUTES.reduce(
    (sum, name) => sum + Number((Attributes as Record<string, string | undefined>)[name] ?? 0),
    0,
  );
}

function taskQueueUrl(): string {
  const queueUrl = env().TASK_QUEUE_URL;
  if (!queueUrl) throw new Error('TASK_QUEUE_URL is not configured');
  return queueUrl;
}

export const sqsTaskQueue: TaskQueue = { send: sendTask, backlog: taskQueueBacklog };
