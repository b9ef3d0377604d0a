import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { RouteGroup } from '@shared/api/route-types';

export type GroupLambda = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

/**
 * Group name -> its Lambda entry (functions/http/<group>/index.ts, exporting `handler`).
 * The local gateway and the tests load entries from here; CDK bundles the same files.
 * Add one line when a new group gets its entry.
 */
export const groupEntries: Partial<Record<RouteGroup, () => Promise<{ handler: GroupLambda }>>> = {
  accounts: () => import('./accounts/index'),
  admin: () => import('./admin/index'),
  calendar: () => import('./calendar/index'),
  chat: () => import('./chat/index'),
  config: () => import('./config/index'),
  garmin: () => import('./garmin/index'),
  intervals: () => import('./intervals/index'),
  payments: () => import('./payments/index'),
  plans: () => import('./plans/index'),
  progress: () => import('./progress/index'),
  strava: () => import('./strava/index'),
  weeks: () => import('./weeks/index'),
  workouts: () => import('./workouts/index'),
};
