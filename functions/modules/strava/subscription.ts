import type { StravaClient, StravaSubscription } from '../../providers/strava/port';

export const stravaWebhookUrl = (appUrl: string) => `${appUrl.replace(/\/+$/, '')}/api/strava/webhook`;

/**
 * Strava allows one push subscription per application: keep it when it already points at our callback, else
 * replace it (Strava validates the new callback with a GET before it answers).
 */
export async function ensureStravaSubscription(
  client: StravaClient,
  callbackUrl: string,
  verifyToken: string,
): Promise<{ subscription: StravaSubscription; created: boolean }> {
  const existing = await client.listSubscriptions();
  const same = existing.find((s) => s.callbackUrl === callbackUrl);
  if (same) return { subscription: same, created: false };
  for (const other of existing) await client.deleteSubscription(other.id);
  return { subscription: await client.createSubscription(callbackUrl, verifyToken), created: true };
}
