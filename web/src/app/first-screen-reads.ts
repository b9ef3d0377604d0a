import type { RouteId } from '@shared/api/routes';
// '.js': the build (web/build/first-screen-reads.ts) reads this file too, and Vite's config loader asks for file extensions.
import { routePathPattern } from './route-path-pattern.js';

/**
 * What the first screen of a signed-in path reads, as data: index.html's inline script (written by the build
 * from this table) starts these calls as soon as the session answer names a user, before the app's code has loaded;
 * src/app/prefetch.ts puts those answers into the query cache under each feature's own query options.
 * `:name` in a path fills `{name}` of the route's URL. The build reads this file: import nothing from the app but types and route-path-pattern.
 */
export const FIRST_SCREEN_READS = [
  { path: '/dashboard', reads: ['listPlans', 'activeWeek'] },
  { path: '/week', reads: ['listPlans', 'activeWeek'] },
  { path: '/get-credits', reads: ['getCredits', 'paymentProducts'] },
  // The test scheduler under the thresholds offers a day of the current week.
  { path: '/settings/zones', reads: ['getThresholds', 'activeWeek'] },
  { path: '/settings/calendar', reads: ['getCalendarFeed'] },
  { path: '/progress', reads: ['getProgress'] },
  { path: '/settings/watch', reads: ['garminStatus', 'intervalsStatus'] },
  { path: '/admin', reads: ['adminOverview'], adminsOnly: true },
  { path: '/plans/:planId/race-day', reads: ['getRaceDay'] },
  // The steps show the athlete's own bpm and watts.
  { path: '/modal/workout-details/:id', reads: ['getWorkout', 'getThresholds'] },
] as const satisfies ReadonlyArray<{ path: string; reads: readonly RouteId[]; adminsOnly?: boolean }>;

export type FirstScreenRouteId = (typeof FIRST_SCREEN_READS)[number]['reads'][number];

/** The names of the row's `:name` parameters, in the order the pattern captures them. */
export function firstScreenPathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

/** The row for a location's path and its parameters (decoded), or undefined when the path reads nothing first. */
export function firstScreenReadsOf(
  pathname: string,
): { row: (typeof FIRST_SCREEN_READS)[number]; params: Record<string, string> } | undefined {
  for (const row of FIRST_SCREEN_READS) {
    const match = new RegExp(routePathPattern(row.path)).exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    firstScreenPathParams(row.path).forEach((name, i) => {
      params[name] = safeDecode(match[i + 1]!);
    });
    return { row, params };
  }
  return undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
