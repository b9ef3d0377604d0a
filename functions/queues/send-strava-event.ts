import { env } from '../lib/env';
import type { StravaEvent } from '../modules/strava/task-queue';
import { sendBatched } from './batched-sender';

/** Hands a webhook event, as received, to the Strava event queue: batched with the other events this process
 * receives in the same tick, nothing in the table yet. */
export async function sendStravaEvent(event: StravaEvent): Promise<void> {
  const queueUrl = env().STRAVA_EVENTS_QUEUE_URL;
  if (!queueUrl) throw new Error('STRAVA_EVENTS_QUEUE_URL is not configured');
  await sendBatched(queueUrl, JSON.stringify(event));
}
