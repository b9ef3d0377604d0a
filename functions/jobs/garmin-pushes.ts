import { createPlatform } from '../composition/platform';
import { createGarminModule } from '../modules/garmin/compose';
import { createParkedGarminRepository } from '../modules/garmin/parked-repository';
import { createPushInbox } from '../modules/garmin/push-inbox';
import { runPushInbox } from '../modules/garmin/push-job';
import { createPushService } from '../modules/garmin/push-service';
import { createReadinessRepository } from '../modules/readiness/readiness-repository';
import { withProviderSecrets } from '../modules/garmin/with-provider-secrets';
import { createWeekServices } from '../modules/weeks/compose';
import { jobHandler } from './job-handler';

/** Scheduled: processes Garmin's stored pushes (see modules/garmin/push-job). */
export const handler = jobHandler('garmin-pushes', async () => {
  const platform = createPlatform();
  const garmin = createGarminModule(platform);
  const { activities } = createWeekServices(platform, { watch: withProviderSecrets(garmin.sender) });
  return runPushInbox(
    createPushInbox(platform.db),
    createPushService({
      connections: garmin.connections,
      record: activities.record,
      readiness: createReadinessRepository(platform.db),
      clock: platform.clock,
    }),
    createParkedGarminRepository(platform.db),
    () => platform.clock().toISOString(),
  );
});
