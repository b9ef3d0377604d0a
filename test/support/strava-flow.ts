import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  CreateQueueCommand,
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
} from '@aws-sdk/client-sqs';
import type { Context, SQSEvent } from 'aws-lambda';
import { expect } from 'vitest';
import type { FakeStravaActivity, FakeStravaState } from '../../functions/local/fake-strava/state';
import { LOCAL_REGION } from '../../functions/local/services';
import { succeededRecords, toSqsRecord } from '../../functions/local/queue-poller';
import { documentClient } from '../../functions/db/client';
import { keys } from '../../functions/db/keys';
import { resetEnvCache } from '../../functions/lib/env';
import { sqsClient } from '../../functions/queues/client';
import { queueDefinition } from '../../functions/queues/definition';
import { invoke } from './api-event';
import type { TestUser } from './users';

const stateFile = () => join(process.env.FAKE_PROVIDERS_DATA_DIR!, 'fake-strava/state.json');
export const fakeStrava = (): FakeStravaState => JSON.parse(readFileSync(stateFile(), 'utf8')) as FakeStravaState;
/** Changes what the fake Strava knows (as Strava would on its side: the 429 switch, an outage, revoked tokens). */
export function changeFake(change: (state: FakeStravaState) => void): void {
  const state = fakeStrava();
  change(state);
  writeFileSync(stateFile(), JSON.stringify(state));
}

export const newAthleteId = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));

/**
 * The athlete's round trip through Strava's authorize page, over HTTP against the fake Strava: our connect route's
 * redirect, Authorize (optionally unticking scopes) or Cancel, then our callback with what Strava sent back.
 */
export async function connectStrava(
  user: TestUser,
  options: {
    decision?: 'authorize' | 'cancel';
    athleteId?: string;
    grant?: string[];
    from?: 'onboarding' | 'settings';
  } = {},
): Promise<{ location: string; backQuery: string; athleteId: string }> {
  const connect = await invoke({
    method: 'GET',
    path: '/api/strava/connect',
    query: options.from ? { from: options.from } : undefined,
    cookies: [user.cookie],
  });
  expect(connect.status).toBe(302);
  const authorize = new URL(connect.headers.location!);
  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  const form = new URLSearchParams(authorize.searchParams);
  const athleteId = options.athleteId ?? newAthleteId();
  form.set('decision', options.decision ?? 'authorize');
  form.set('athleteId', athleteId);
  form.set('firstname', 'Kasia');
  form.set('lastname', `Test ${user.user.id.slice(0, 4)}`);
  for (const scope of options.grant ?? authorize.searchParams.get('scope')!.split(',')) form.append('grant', scope);
  const answer = await fetch(authorize, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  const back = new URL(answer.headers.get('location')!);
  expect(back.pathname).toBe('/api/strava/callback');
  const callback = await invoke({
    method: 'GET',
    path: '/api/strava/callback',
    query: Object.fromEntries(back.searchParams),
    cookies: [user.cookie],
  });
  expect(callback.status).toBe(302);
  return { location: callback.headers.location!, backQuery: back.search.slice(1), athleteId };
}

/** An activity recorded on the fake Strava (as the athlete's watch would upload it); no event is sent. */
export function recordOnStrava(
  athleteId: string,
  fields: Partial<FakeStravaActivity> & { start_date: string; elapsed_time: number; sport_type: string },
): FakeStravaActivity {
  let stored: FakeStravaActivity | undefined;
  changeFake((s) => {
    s.seq += 1;
    stored = {
      id: s.seq,
      athleteId,
      name: 'Morning session',
      moving_time: fields.elapsed_time,
      distance: 5000,
      total_elevation_gain: 10,
      device_watts: false,
      trainer: false,
      manual: false,
      private: false,
      ...fields,
    };
    s.activities[String(stored.id)] = stored;
  });
  return stored!;
}

let ownQueue: Promise<{ url: string; arn: string }> | undefined;

/**
 * This test file's own Strava event queue (the same definition as the cloud's), so files running beside it never
 * take its events. Made on the first webhook call; sets STRAVA_EVENTS_QUEUE_URL for the webhook's sender.
 */
function stravaEventQueue() {
  ownQueue ??= (async () => {
    const { QueueUrl } = await sqsClient().send(
      new CreateQueueCommand({
        QueueName: `${queueDefinition.stravaEvents.name}-${randomUUID().slice(0, 8)}`,
        Attributes: { VisibilityTimeout: '1' },
      }),
    );
    process.env.STRAVA_EVENTS_QUEUE_URL = QueueUrl!;
    resetEnvCache();
    const { Attributes } = await sqsClient().send(
      new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['QueueArn'] }),
    );
    return { url: QueueUrl!, arn: Attributes!.QueueArn! };
  })();
  return ownQueue;
}

/** Strava's POST to the webhook, answered as Strava sees it; the event waits in the queue until `deliverStravaEvents`. */
export async function postEvent(body: Record<string, unknown>) {
  await stravaEventQueue();
  return invoke({
    method: 'POST',
    path: '/api/strava/webhook',
    rawBody: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * What Lambda's event source mapping does with the Strava event queue: hands every waiting message to the real
 * inbox worker in batches, and deletes the ones it reports done. Returns the number of messages delivered.
 */
export async function deliverStravaEvents(): Promise<number> {
  const { url, arn } = await stravaEventQueue();
  const { handler } = await import('../../functions/workers/strava-event-inbox');
  let delivered = 0;
  for (;;) {
    const { Messages = [] } = await sqsClient().send(
      new ReceiveMessageCommand({
        QueueUrl: url,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 0,
        MessageSystemAttributeNames: ['All'],
      }),
    );
    if (Messages.length === 0) return delivered;
    const records = Messages.map((m) => toSqsRecord(m, arn, LOCAL_REGION));
    const response = await handler(
      { Records: records } as SQSEvent,
      { awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 30_000 } as unknown as Context,
    );
    const done = succeededRecords(records, { response, threw: false });
    if (done.length)
      await sqsClient().send(
        new DeleteMessageBatchCommand({
          QueueUrl: url,
          Entries: done.map((r, i) => ({ Id: String(i), ReceiptHandle: r.receiptHandle })),
        }),
      );
    if (done.length < records.length)
      throw new Error(`The inbox worker failed ${records.length - done.length} Strava events`);
    delivered += records.length;
  }
}

/** Strava's POST, then the event filed by the inbox worker (as the queue would deliver it within moments). */
export async function event(body: Record<string, unknown>) {
  const answer = await postEvent(body);
  await deliverStravaEvents();
  return answer;
}

export const activityEvent = (
  athleteId: string,
  activityId: number,
  aspect: 'create' | 'update' | 'delete',
  updates: Record<string, string> = {},
) =>
  event({
    object_type: 'activity',
    object_id: activityId,
    aspect_type: aspect,
    owner_id: Number(athleteId),
    subscription_id: 1,
    event_time: Math.floor(Date.now() / 1000),
    updates,
  });

/** The Strava work queue's tasks (in the table) that mention a user, athlete or activity id. */
export async function tasksOf(userOrAthlete: string): Promise<Array<Record<string, unknown>>> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: process.env.TABLE_NAME!,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.stravaTasksPartition },
      ConsistentRead: true,
    }),
  );
  return Items.filter((i) => JSON.stringify(i).includes(userOrAthlete));
}

/** What the strava-events job does on its schedule: the due tasks (everyone's, oldest first). */
export async function drainStrava(): Promise<void> {
  const { handler } = await import('../../functions/jobs/strava-events');
  await handler();
}

/** The athlete revokes Tricoach on Strava's side: every token of theirs stops working (then Strava sends the event). */
export function revokeOnStrava(athleteId: string): void {
  changeFake((s) => {
    for (const [key, t] of Object.entries(s.accessTokens)) if (t.athleteId === athleteId) delete s.accessTokens[key];
    for (const t of Object.values(s.refreshTokens)) if (t.athleteId === athleteId) t.used = true;
    if (s.athletes[athleteId]) s.athletes[athleteId]!.authorized = false;
  });
}
