import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger, withLogContext } from '../lib/logger';
import { createPlatform } from '../composition/platform';
import { env } from '../lib/env';
import { loadProviderSecrets, type ProviderSecret } from '../lib/secrets';
import { isRetryable } from '../modules/tasks/task-errors';
import { aiProvider } from '../providers/ai';
import { retryLater } from './retry-later';
import { createTaskRunner, type TaskRunner } from './task-runner';
import { taskTypes } from './task-types/index';

/** The secrets the worker's code reads: OpenAI's key, unless the offline coach answers. Never Garmin's or Stripe's. */
export function workerSecrets(): ProviderSecret[] {
  return env().AI_PROVIDER === 'offline' ? [] : ['openai'];
}

/** A batch handler over a task runner: each record is one task; failed records go back to the queue (transient ones after a short backoff). */
export function taskBatchHandler(getRunner: () => TaskRunner) {
  return (event: SQSEvent, context: Context): Promise<SQSBatchResponse> =>
    withLogContext({ worker: 'tasks', requestId: context?.awsRequestId }, () => runBatch(event, context));

  async function runBatch(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
    await loadProviderSecrets(workerSecrets());
    // One processor per batch: it keeps per-batch state, and the local poller may deliver batches concurrently.
    const processor = new BatchProcessor(EventType.SQS);
    const runner = getRunner();
    return processPartialResponse(
      event,
      async (record: SQSRecord) => {
        const receiveCount = Number(record.attributes?.ApproximateReceiveCount ?? 1);
        try {
          return await runner.run(record.body, receiveCount);
        } catch (error) {
          if (isRetryable(error)) await retryLater(record, receiveCount);
          throw error;
        }
      },
      processor,
      { context, throwOnFullBatchFailure: false },
    );
  }
}

let runner: TaskRunner | undefined;

/** The AI task worker (SQS entry). */
export const handler = taskBatchHandler(
  () => (runner ??= createTaskRunner({ ...createPlatform(), ai: aiProvider, taskTypes, logger })),
);
