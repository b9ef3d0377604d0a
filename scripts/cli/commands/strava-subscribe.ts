import { env, resetEnvCache } from '../../../functions/lib/env';
import { loadProviderSecrets } from '../../../functions/lib/secrets';
import { ensureStravaSubscription, stravaWebhookUrl } from '../../../functions/modules/strava/subscription';
import { stravaClientFromEnv } from '../../../functions/providers/strava';
import { CliError, type CliCommand } from '../types';

/** Creates (or finds) the application's Strava push subscription for the deployed webhook URL. */
export const command: CliCommand = {
  usage: 'strava-subscribe [callback-url]',
  description: "Creates or finds Strava's push subscription (default callback: <APP_URL>/api/strava/webhook)",
  async run(args) {
    await loadProviderSecrets(['strava']);
    resetEnvCache();
    const config = env();
    if (!config.STRAVA_CLIENT_ID || !config.STRAVA_CLIENT_SECRET || !config.STRAVA_VERIFY_TOKEN) {
      throw new CliError(
        'Strava is not configured: set STRAVA_CLIENT_ID, STRAVA_CLIENT_SECRET and STRAVA_VERIFY_TOKEN (or STRAVA_SECRET_ARN with --aws) first.',
      );
    }
    const callbackUrl = args[0] ?? stravaWebhookUrl(config.APP_URL);
    try {
      const { subscription, created } = await ensureStravaSubscription(
        stravaClientFromEnv(config),
        callbackUrl,
        config.STRAVA_VERIFY_TOKEN,
      );
      return `${created ? 'Created' : 'Found'} Strava push subscription ${subscription.id} for ${subscription.callbackUrl}`;
    } catch (error) {
      throw new CliError(`Strava refused the subscription for ${callbackUrl}: ${(error as Error).message}`);
    }
  },
};
