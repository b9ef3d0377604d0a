import type { SQSRecord } from 'aws-lambda';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { sqsClientConfig } from '../queues/sqs-config';

/** Longest wait before a failed task's next delivery. */
export const MAX_RETRY_DELAY_SECONDS = 120;

/** 10 s, 20 s, 40 s, ... (with base 10): a brief provider outage is ridden out, a long one ends the task soon. */
export function retryDelaySeconds(receiveCount: number, baseSeconds: number): number {
  return Math.min(MAX_RETRY_DELAY_SECONDS, baseSeconds * 2 ** Math.max(0, receiveCount - 1));
}

let loaded: Promise<{ send: (url: string, receiptHandle: string, seconds: number) => Promise<unknown> }> | undefined;
const load = () =>
  (loaded ??= import('@aws-sdk/client-sqs').then(({ SQSClient, ChangeMessageVisibilityCommand }) => {
    const client = new SQSClient(sqsClientConfig);
    return {
      send: (url, receiptHandle, seconds) =>
        client.send(
          new ChangeMessageVisibilityCommand({
            QueueUrl: url,
            ReceiptHandle: receiptHandle,
            VisibilityTimeout: seconds,
          }),
        ),
    };
  }));

/**
 * Brings a transiently failed message back after a short backoff instead of the queue's visibility timeout
 * (12 minutes, sized for the longest task): the athlete waits seconds, not a quarter of an hour, for the retry.
 * When this fails, the queue's own timeout still brings the message back.
 */
export async function retryLater(record: SQSRecord, receiveCount: number): Promise<void> {
  const { TASK_QUEUE_URL, TASK_RETRY_DELAY_SECONDS } = env();
  if (!TASK_QUEUE_URL) return;
  const seconds = retryDelaySeconds(receiveCount, TASK_RETRY_DELAY_SECONDS);
  try {
    await (await load()).send(TASK_QUEUE_URL, record.receiptHandle, seconds);
  } catch (error) {
    logger.warn('Could not shorten the retry delay; the queue timeout applies', {
      messageId: record.messageId,
      error: error as Error,
    });
  }
}
