import { accountRoutes } from './routes/accounts';
import { adminRoutes } from './routes/admin';
import { calendarRoutes } from './routes/calendar';
import { chatRoutes } from './routes/chat';
import { configRoutes } from './routes/config';
import { garminRoutes } from './routes/garmin';
import { intervalsRoutes } from './routes/intervals';
import { paymentRoutes } from './routes/payments';
import { planRoutes } from './routes/plans';
import { progressRoutes } from './routes/progress';
import { stravaRoutes } from './routes/strava';
import { weekRoutes } from './routes/weeks';
import { workoutRoutes } from './routes/workouts';
import type { RouteGroup } from './route-types';

/**
 * THE route table: CDK, the group handlers, the local gateway and the web client read it.
 * Each group keeps its rows in ./routes/<group>.ts; add a group's list here.
 */
export const routes = [
  ...accountRoutes,
  ...configRoutes,
  ...planRoutes,
  ...chatRoutes,
  ...weekRoutes,
  ...workoutRoutes,
  ...calendarRoutes,
  ...progressRoutes,
  ...paymentRoutes,
  ...garminRoutes,
  ...intervalsRoutes,
  ...stravaRoutes,
  ...adminRoutes,
] as const;

export type AppRoute = (typeof routes)[number];
export type RouteId = AppRoute['id'];
export type RouteById<Id extends RouteId> = Extract<AppRoute, { id: Id }>;
export type RoutesOfGroup<G extends RouteGroup> = Extract<AppRoute, { group: G }>;

/** Fills `{name}` placeholders of a route path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(value);
  });
}
