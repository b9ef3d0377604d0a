import { createGroupHandler } from '../../lib/http/group-handler';
import { createPlatform } from '../../composition/platform';
import { createWeeksGroupServices } from '../../modules/weeks/compose';
import { acceptWeekAdaptation } from './accept-week-adaptation';
import { activeWeek } from './active-week';
import { getAvailability, putAvailability } from './availability';
import { completeWeekSummary } from './complete-week-summary';
import { createWeek } from './create-week';
import { deleteWeek } from './delete-week';
import { lastWeekPrompt } from './last-week-prompt';
import { rejectWeekAdaptationChange } from './reject-week-adaptation-change';
import { summarizeWeek } from './summarize-week';
import { updateWeek } from './update-week';
import { weekAdaptationPreview } from './week-adaptation-preview';
import { weekStatus } from './week-status';
import { weekSummaryStatus } from './week-summary-status';
import { weekLoadCheck } from './week-load-check';
import { weekWorkouts } from './week-workouts';

const platform = createPlatform();
const services = createWeeksGroupServices(platform);

export const handler = createGroupHandler(
  'weeks',
  () => import('@shared/api/routes/weeks').then((m) => m.weekRoutes),
  {
    createWeek: createWeek(services),
    weekStatus: weekStatus(services),
    activeWeek: activeWeek(services),
    lastWeekPrompt: lastWeekPrompt(services),
    updateWeek: updateWeek(services),
    deleteWeek: deleteWeek(services),
    weekWorkouts: weekWorkouts(services),
    weekLoadCheck: weekLoadCheck(services),
    summarizeWeek: summarizeWeek(services),
    weekSummaryStatus: weekSummaryStatus(services),
    completeWeekSummary: completeWeekSummary(services),
    weekAdaptationPreview: weekAdaptationPreview(services),
    acceptWeekAdaptation: acceptWeekAdaptation(services),
    rejectWeekAdaptationChange: rejectWeekAdaptationChange(services),
    getAvailability: getAvailability(services),
    putAvailability: putAvailability(services),
  },
  platform.sessionDeps,
);
