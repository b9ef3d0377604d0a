import { loadProviderSecrets } from '../lib/secrets';
import { createPlatform } from '../composition/platform';
import { createGarminModule } from '../modules/garmin/compose';
import { runSendRetries } from '../modules/garmin/send-job';
import { createWorkoutRepository } from '../modules/workouts/workout-repository';
import { jobHandler } from './job-handler';

/** Scheduled: sends again the workouts Garmin refused as busy (see modules/garmin/send-job). */
export const handler = jobHandler('garmin-sends', async () => {
  await loadProviderSecrets(['garmin']);
  const platform = createPlatform();
  const garmin = createGarminModule(platform);
  return runSendRetries({
    retries: garmin.retries,
    sender: garmin.sender,
    workouts: createWorkoutRepository(platform.db),
    clock: platform.clock,
  });
});
