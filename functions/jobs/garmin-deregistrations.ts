import { loadProviderSecrets } from '../lib/secrets';
import { createPlatform } from '../composition/platform';
import { createGarminModule } from '../modules/garmin/compose';
import { runDeregistrations } from '../modules/garmin/deregistration-job';
import { jobHandler } from './job-handler';

/** Scheduled: see modules/garmin/deregistration-job. */
export const handler = jobHandler('garmin-deregistrations', async () => {
  await loadProviderSecrets(['garmin']);
  return runDeregistrations(createGarminModule(createPlatform()));
});
