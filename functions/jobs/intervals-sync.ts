import { createPlatform } from '../composition/platform';
import { createIntervalsModule } from '../modules/intervals/compose';
import { runIntervalsSync } from '../modules/intervals/sync-job';
import { jobHandler } from './job-handler';

/** Scheduled: see modules/intervals/sync-job. */
export const handler = jobHandler('intervals-sync', async () => {
  const intervals = createIntervalsModule(createPlatform());
  return runIntervalsSync({ connections: intervals.connections, sync: intervals.sync() });
});
