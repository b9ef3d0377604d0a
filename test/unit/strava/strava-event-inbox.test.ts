import type { Context, SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { stravaEventTask, type StravaEvent } from '../../../functions/modules/strava/task-queue';
import { stravaInboxHandler } from '../../../functions/workers/strava-event-inbox';

const event = (objectId: number): StravaEvent => ({
  object_type: 'activity',
  object_id: objectId,
  aspect_type: 'create',
  owner_id: 77,
  subscription_id: 1,
  event_time: 1_764_000_000,
  updates: {},
});
const batch = (bodies: string[]) =>
  ({
    Records: bodies.map((body, i) => ({
      messageId: `m${i}`,
      receiptHandle: `r${i}`,
      body,
      attributes: { ApproximateReceiveCount: '1' },
    })),
  }) as unknown as SQSEvent;
const context = { awsRequestId: 'test', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;

/** The table's conditional put, in memory: keyed by the event's task id, a second put of the same key is refused. */
function fakeQueue(failOn?: number) {
  const filed = new Map<string, StravaEvent>();
  return {
    filed,
    addEvent: async (e: StravaEvent, now: Date) => {
      if (e.object_id === failOn) throw new Error('DynamoDB is unavailable');
      const { id } = stravaEventTask(e, now);
      if (filed.has(id)) return false;
      filed.set(id, e);
      return true;
    },
  };
}

describe('the Strava event inbox worker', () => {
  it('files each event once: a repeat in the same batch or a later one is dropped without a failure', async () => {
    const queue = fakeQueue();
    const handler = stravaInboxHandler(() => ({ queue, clock: () => new Date() }));
    const first = await handler(
      batch([JSON.stringify(event(1)), JSON.stringify(event(2)), JSON.stringify(event(1))]),
      context,
    );
    expect(first.batchItemFailures).toEqual([]);
    expect((await handler(batch([JSON.stringify(event(2))]), context)).batchItemFailures).toEqual([]);
    expect([...queue.filed.values()].map((e) => e.object_id)).toEqual([1, 2]);
  });

  it('reports only the record whose write failed, so SQS gives that event back later (and to the DLQ in the end)', async () => {
    const queue = fakeQueue(2);
    const handler = stravaInboxHandler(() => ({ queue, clock: () => new Date() }));
    const result = await handler(
      batch([JSON.stringify(event(1)), JSON.stringify(event(2)), JSON.stringify(event(3))]),
      context,
    );
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
    expect([...queue.filed.values()].map((e) => e.object_id)).toEqual([1, 3]);
  });

  it('drops a message that is not a Strava event (no retry could make it one)', async () => {
    const queue = fakeQueue();
    const handler = stravaInboxHandler(() => ({ queue, clock: () => new Date() }));
    const result = await handler(
      batch(['{nope', JSON.stringify({ object_type: 'planet', object_id: 1 }), JSON.stringify(event(5))]),
      context,
    );
    expect(result.batchItemFailures).toEqual([]);
    expect([...queue.filed.values()].map((e) => e.object_id)).toEqual([5]);
  });
});
