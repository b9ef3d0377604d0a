import { createGroupHandler } from '../../lib/http/group-handler';
import { createPlatform } from '../../composition/platform';
import { createStravaModule } from '../../modules/strava/compose';
import { sendStravaEvent } from '../../queues/send-strava-event';
import { stravaCallback } from './callback';
import { stravaConnect } from './connect';
import { stravaDisconnect } from './disconnect';
import { stravaStatus } from './status';
import { stravaWebhookEvent, stravaWebhookValidate } from './webhook';

const platform = createPlatform();
const strava = createStravaModule(platform);
// The Strava secret (client id and secret, verify token) is read before the first call that needs it.
const ready = () => import('../../lib/secrets').then(({ loadProviderSecrets }) => loadProviderSecrets(['strava']));
const withSecrets =
  <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
  async (...args: A) => {
    await ready();
    return fn(...args);
  };

export const handler = createGroupHandler(
  'strava',
  () => import('@shared/api/routes/strava').then((m) => m.stravaRoutes),
  {
    stravaConnect: withSecrets(stravaConnect(strava)),
    stravaCallback: withSecrets(stravaCallback(strava)),
    stravaStatus: stravaStatus(strava),
    stravaDisconnect: stravaDisconnect(strava),
    stravaWebhookValidate: withSecrets(stravaWebhookValidate()),
    stravaWebhookEvent: stravaWebhookEvent(sendStravaEvent),
  },
  platform.sessionDeps,
);
