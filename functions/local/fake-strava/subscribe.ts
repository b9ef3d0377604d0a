import { env } from '../../lib/env';
import { ensureStravaSubscription, stravaWebhookUrl } from '../../modules/strava/subscription';
import { stravaClientFromEnv } from '../../providers/strava';

/** At start, the local stack makes sure Strava (its fake, unless real keys are set) posts events to its webhook. */
export async function subscribeStrava(appUrl: string): Promise<string> {
  const config = env();
  if (!config.STRAVA_CLIENT_ID || !config.STRAVA_VERIFY_TOKEN) return 'not configured';
  const { subscription } = await ensureStravaSubscription(
    stravaClientFromEnv(config),
    stravaWebhookUrl(appUrl),
    config.STRAVA_VERIFY_TOKEN,
  );
  return `subscription ${subscription.id} -> ${subscription.callbackUrl}`;
}
