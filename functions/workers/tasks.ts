import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '../lib/logger';
import { createPlatform } from '../lib/platform';
import { aiProvider } from '../providers/ai/port';
import { createTaskRunner, type TaskRunner } from './task-runner';
import { taskTypes } from './task-types/index';

const processor = new BatchProcessor(EventType.SQS);
let runner: TaskRunner | undefined;

/** The AI task worker: each record is one task; failed records go back to the queue (partial batch response). */
export const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
  runner ??= createTaskRunner({ ...createPlatform(), ai: aiProvider, taskTypes, logger });
  const current = runner;
  return processPartialResponse(
    event,
    async (record: SQSRecord) => current.run(record.body, Number(record.attributes?.ApproximateReceiveCount ?? 1)),
    processor,
    { context, throwOnFullBatchFailure: false },
  );
};
