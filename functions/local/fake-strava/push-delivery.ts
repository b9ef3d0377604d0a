import { fakeStravaState } from './state';

/** Posts an event to the subscription's callback URL as Strava does (JSON, no signature); 0 when nobody answered. */
export async function pushEvent(
  dataDir: string,
  event: {
    object_type: 'activity' | 'athlete';
    object_id: number;
    aspect_type: 'create' | 'update' | 'delete';
    owner_id: number;
    updates?: Record<string, string>;
  },
): Promise<number> {
  const subscription = fakeStravaState(dataDir).read().subscription;
  if (!subscription) return 0;
  return fetch(subscription.callbackUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'faraday' },
    body: JSON.stringify({
      ...event,
      updates: event.updates ?? {},
      subscription_id: subscription.id,
      event_time: Math.floor(Date.now() / 1000),
    }),
    signal: AbortSignal.timeout(5000),
  })
    .then((r) => r.status)
    .catch(() => 0);
}
