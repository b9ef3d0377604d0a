import { randomUUID } from 'node:crypto';
import { CreateQueueCommand, GetQueueAttributesCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { resetEnvCache } from '../../functions/lib/env';
import { LOCAL_REGION } from '../../functions/local/services';
import { startQueuePoller, type QueuePoller } from '../../functions/local/queue-poller';
import { queueDefinition } from '../../functions/queues/definition';
import { sqsClient } from '../../functions/queues/client';
import type { SqsWorker } from '../../functions/workers/registry';

export interface OwnTaskQueue {
  queueUrl: string;
  deadLetterUrl: string;
  /** Delivers this file's queue to a worker (the real task worker by default), like the local stack does. */
  startWorker(load?: () => Promise<{ handler: SqsWorker }>): QueuePoller;
  /** Messages currently in a queue (visible + in flight). */
  depth(url?: string): Promise<number>;
  receiveDeadLetters(): Promise<string[]>;
}

/**
 * A task queue (with its DLQ and the same redrive policy) for this test file only, so pollers of files running
 * beside it never take its messages. Sets TASK_QUEUE_URL: call before the first task starts.
 */
export async function useOwnTaskQueue(visibilityTimeoutSeconds = 1): Promise<OwnTaskQueue> {
  const sqs = sqsClient();
  const suffix = randomUUID().slice(0, 8);
  const dlq = await sqs.send(new CreateQueueCommand({ QueueName: `tasks-dlq-${suffix}` }));
  const dlqArn = (
    await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl!, AttributeNames: ['QueueArn'] }))
  ).Attributes!.QueueArn!;
  const main = await sqs.send(
    new CreateQueueCommand({
      QueueName: `tasks-${suffix}`,
      Attributes: {
        VisibilityTimeout: String(visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: dlqArn,
          maxReceiveCount: queueDefinition.tasks.maxReceiveCount,
        }),
      },
    }),
  );
  process.env.TASK_QUEUE_URL = main.QueueUrl!;
  // Redeliveries after a transient failure come back after this queue's short visibility, as before the backoff.
  process.env.TASK_RETRY_DELAY_SECONDS = String(visibilityTimeoutSeconds);
  resetEnvCache();
  const depth = async (url = main.QueueUrl!) => {
    const { Attributes = {} } = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: url,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    return (
      Number(Attributes.ApproximateNumberOfMessages ?? 0) +
      Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0)
    );
  };
  return {
    queueUrl: main.QueueUrl!,
    deadLetterUrl: dlq.QueueUrl!,
    startWorker: (load = () => import('../../functions/workers/tasks')) =>
      startQueuePoller({
        sqs,
        region: LOCAL_REGION,
        waitTimeSeconds: 1,
        queues: [{ queueUrl: main.QueueUrl!, load, timeoutSeconds: 30 }],
        concurrency: 2,
        onError: () => undefined,
      }),
    depth,
    async receiveDeadLetters() {
      const { Messages = [] } = await sqs.send(
        new ReceiveMessageCommand({ QueueUrl: dlq.QueueUrl!, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
      );
      return Messages.map((m) => m.Body ?? '');
    },
  };
}

/** Polls `check` until it returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
