import { loadProviderSecrets } from '../lib/secrets';
import { createPlatform } from '../composition/platform';
import { createStravaModule } from '../modules/strava/compose';
import { createStravaTaskRunner } from '../modules/strava/task-runner';
import { createWeekServices } from '../modules/weeks/compose';
import { jobHandler } from './job-handler';

/** Scheduled: drains Strava's work queue (see modules/strava/task-runner). */
export const handler = jobHandler('strava-events', async () => {
  await loadProviderSecrets(['strava']);
  const platform = createPlatform();
  const strava = createStravaModule(platform);
  const { activities } = createWeekServices(platform);
  return createStravaTaskRunner({
    client: strava.client,
    access: strava.access,
    connections: strava.connections,
    queue: strava.queue,
    cipher: strava.cipher,
    record: activities.record,
    removeRecording: activities.removeRecording,
    clock: platform.clock,
  }).runDue();
});
