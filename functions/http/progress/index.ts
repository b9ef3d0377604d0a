import { createGroupHandler } from '../../lib/http/group-handler';
import { createPlatform } from '../../composition/platform';
import { createProgressServices } from '../../modules/progress/compose';
import { createThresholdServices } from '../../modules/thresholds/compose';
import { getProgress } from './get-progress';
import { estimateThresholds, getThresholds, putThresholds, scheduleThresholdTest } from './thresholds';

const platform = createPlatform();
const services = createProgressServices(platform);
const thresholds = createThresholdServices(platform);

export const handler = createGroupHandler(
  'progress',
  () => import('@shared/api/routes/progress').then((m) => m.progressRoutes),
  {
    getProgress: getProgress(services),
    getThresholds: getThresholds(thresholds),
    putThresholds: putThresholds(thresholds),
    estimateThresholds: estimateThresholds(thresholds),
    scheduleThresholdTest: scheduleThresholdTest(thresholds),
  },
  platform.sessionDeps,
);
