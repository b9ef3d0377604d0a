import { createGroupHandler } from '../../lib/http/group-handler';
import { createPlatform } from '../../composition/platform';
import { createGarminModule } from '../../modules/garmin/compose';
import { createPushInbox } from '../../modules/garmin/push-inbox';
import { withProviderSecrets } from '../../modules/garmin/with-provider-secrets';
import { createWeekServices } from '../../modules/weeks/compose';
import { garminCallback } from './callback';
import { garminConnect } from './connect';
import { garminDisconnect } from './disconnect';
import { garminPush } from './push';
import { garminSendWorkout } from './send-workout';
import { garminStatus } from './status';

const platform = createPlatform();
const garmin = createGarminModule(platform);
const weekServices = createWeekServices(platform, { watch: withProviderSecrets(garmin.sender) });
// The Garmin secret (client id, push token, token key) is read before the first call that needs it.
const ready = () => import('../../lib/secrets').then(({ loadProviderSecrets }) => loadProviderSecrets(['garmin']));
const inbox = createPushInbox(platform.db);
const withSecrets =
  <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
  async (...args: A) => {
    await ready();
    return fn(...args);
  };

export const handler = createGroupHandler(
  'garmin',
  () => import('@shared/api/routes/garmin').then((m) => m.garminRoutes),
  {
    garminConnect: withSecrets(garminConnect(garmin)),
    garminCallback: withSecrets(garminCallback(garmin)),
    garminStatus: garminStatus(garmin),
    garminDisconnect: garminDisconnect(garmin),
    garminSendWorkout: withSecrets(garminSendWorkout(garmin, weekServices.workoutRepository)),
    garminPushActivities: withSecrets(garminPush('activities', inbox, platform.clock)),
    garminPushDeregistrations: withSecrets(garminPush('deregistrations', inbox, platform.clock)),
    garminPushPermissions: withSecrets(garminPush('permissions', inbox, platform.clock)),
    garminPushDailies: withSecrets(garminPush('dailies', inbox, platform.clock)),
    garminPushSleeps: withSecrets(garminPush('sleeps', inbox, platform.clock)),
    garminPushHrv: withSecrets(garminPush('hrv', inbox, platform.clock)),
  },
  platform.sessionDeps,
);
