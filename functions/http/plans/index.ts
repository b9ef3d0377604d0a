import { createGroupHandler } from '../../lib/http/group-handler';
import { createPlatform } from '../../composition/platform';
import { createPlanServices } from '../../modules/plans/compose';
import { createPlan } from './create-plan';
import { finishPlan } from './finish-plan';
import { generateRaceDay } from './generate-race-day';
import { getRaceDay } from './get-race-day';
import { listEventTypes } from './list-event-types';
import { listPlanWeeks } from './list-plan-weeks';
import { listPlans } from './list-plans';
import { planStatus } from './plan-status';
import { sendSuggestion } from './send-suggestion';
import { updatePlan } from './update-plan';

const platform = createPlatform();
const services = createPlanServices(platform);

export const handler = createGroupHandler(
  'plans',
  () => import('@shared/api/routes/plans').then((m) => m.planRoutes),
  {
    listEventTypes: listEventTypes(services),
    createPlan: createPlan(services),
    planStatus: planStatus(services),
    listPlans: listPlans(services),
    updatePlan: updatePlan(services),
    finishPlan: finishPlan(services),
    listPlanWeeks: listPlanWeeks(services),
    getRaceDay: getRaceDay(services),
    generateRaceDay: generateRaceDay(services),
    sendSuggestion: sendSuggestion(services),
  },
  platform.sessionDeps,
);
