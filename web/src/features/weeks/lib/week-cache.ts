import type { QueryClient } from '@tanstack/react-query';
import { routeFamilyKey } from '../../../lib/api-call';
import { refreshCredits } from '../../account/api/refresh-credits';
import { ACTIVE_WEEK_KEY } from '../../plans/api/get-active-week';
import { PLANS_KEY } from '../../plans/api/get-plans';
import { ACTIVITIES_KEY } from '../api/get-activities';
import { FLOW_WORKOUTS_KEY } from '../api/get-flow-workouts';
import { LAST_PROMPT_KEY } from '../api/get-last-prompt';

/** After a week changes: the active week, plans (and their weeks), activities, workouts, and the credits (spent or returned). */
export async function refreshWeekCaches(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ACTIVE_WEEK_KEY }),
    client.invalidateQueries({ queryKey: PLANS_KEY }),
    client.invalidateQueries({ queryKey: ACTIVITIES_KEY }),
    client.invalidateQueries({ queryKey: routeFamilyKey('weekWorkouts') }),
    client.invalidateQueries({ queryKey: FLOW_WORKOUTS_KEY }),
    client.invalidateQueries({ queryKey: LAST_PROMPT_KEY }),
    refreshCredits(client),
  ]);
}
