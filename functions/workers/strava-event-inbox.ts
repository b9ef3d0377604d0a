import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { stravaEventBody } from '@shared/schemas/strava';
import { createPlatform } from '../composition/platform';
import type { Clock } from '../lib/clock';
import { logger, withLogContext } from '../lib/logger';
import { createStravaTaskQueue, type StravaEvent, type StravaTaskQueue } from '../modules/strava/task-queue';

export interface StravaInboxDeps {
  queue: Pick<StravaTaskQueue, 'addEvent'>;
  clock: Clock;
}

/**
 * Files one webhook event from the Strava event queue into the table's Strava work queue with one conditional
 * write, keyed by the event: a repeat of an event still waiting there is dropped. Returns whether it was new.
 * A failed write throws: the message comes back after the visibility timeout, and to the DLQ after
 * maxReceiveCount tries, so no event is lost on the way.
 */
export async function fileStravaEvent(deps: StravaInboxDeps, body: string): Promise<'filed' | 'repeat' | 'invalid'> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  // Only the webhook sends here, after the same check: anything else never becomes valid by retrying.
  const checked = stravaEventBody.safeParse(parsed);
  if (!checked.success) {
    logger.error('Not a Strava event; dropped', { body: body.slice(0, 200) });
    return 'invalid';
  }
  return (await deps.queue.addEvent(checked.data as StravaEvent, deps.clock())) ? 'filed' : 'repeat';
}

/** The Strava event queue's worker (SQS entry): each record is one event; failed records go back to the queue. */
export function stravaInboxHandler(getDeps: () => StravaInboxDeps) {
  return (event: SQSEvent, context: Context): Promise<SQSBatchResponse> =>
    withLogContext({ worker: 'strava-event-inbox', requestId: context?.awsRequestId }, () =>
      processPartialResponse(
        event,
        (record: SQSRecord) => fileStravaEvent(getDeps(), record.body),
        new BatchProcessor(EventType.SQS),
        { context, throwOnFullBatchFailure: false },
      ),
    );
}

let deps: StravaInboxDeps | undefined;

export const handler = stravaInboxHandler(() => {
  if (!deps) {
    const { db, clock } = createPlatform();
    deps = { queue: createStravaTaskQueue(db), clock };
  }
  return deps;
});
