import { env } from '../lib/env';
import type { StravaEvent } from '../modules/strava/task-queue';
import { loadSqsSender } from './sqs-sender';

/** Hands a webhook event, as received, to the Strava event queue: one SendMessage, nothing in the table yet. */
export async function sendStravaEvent(event: StravaEvent): Promise<void> {
  const queueUrl = env().STRAVA_EVENTS_QUEUE_URL;
  if (!queueUrl) throw new Error('STRAVA_EVENTS_QUEUE_URL is not configured');
  const { client, sqs } = await loadSqsSender();
  await client.send(new sqs.SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(event) }));
}
