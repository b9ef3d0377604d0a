import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { queueDefinition } from '../queues/definition';

export type SqsWorker = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;

/**
 * Queue name (from functions/queues/definition.ts) -> its worker entry (exporting `handler`).
 * The local queue poller delivers batches to these; CDK wires the same entries to their queues.
 * Add one line per worker, e.g. `[queueDefinition.tasks.name]: () => import('./tasks')`.
 */
export const workerEntries: Record<string, () => Promise<{ handler: SqsWorker }>> = {
  [queueDefinition.tasks.name]: () => import('./tasks'),
  [queueDefinition.stravaEvents.name]: () => import('./strava-event-inbox'),
};
