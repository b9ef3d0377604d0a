import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import { creditsQueryOptions } from '../features/account/api/get-credits';
import { adminOverviewQueryOptions } from '../features/admin/api/admin-queries';
import { userQueryOptions, type User } from '../features/auth/api/get-user';
import { calendarFeedQueryOptions } from '../features/calendar/api/calendar-feed';
import { productsQueryOptions } from '../features/credits/api/get-products';
import { intervalsStatusQueryOptions } from '../features/intervals/api/intervals';
import { activeWeekQueryOptions } from '../features/weeks/api/get-active-week';
import { plansQueryOptions } from '../features/plans/api/get-plans';
import { progressQueryOptions } from '../features/progress/api/get-progress';
import { raceDayQueryOptions } from '../features/plans/api/get-race-day';
import { thresholdsQueryOptions } from '../features/thresholds/api/thresholds';
import { localDay } from '@shared/calendar/days';
import { workoutQueryOptions } from '../features/workouts/api/get-workout';
import { garminStatusQueryOptions } from '../features/watch/api/get-garmin-status';
import { routeUrl } from '../lib/api-call';
import { throwIfResNotOk } from '../lib/api-client';
import { dropSignedInHint } from '../lib/signed-in-hint';
import { firstScreenReadsOf, type FirstScreenRouteId } from './first-screen-reads';

declare global {
  interface Window {
    /**
     * GET /api/user started by index.html's inline script before the entry loaded (null after a network error;
     * false when the signedIn hint says the visitor is signed out, so nothing was asked).
     */
    __tricoachSession?: Promise<Response | null | false>;
    /**
     * The current path's first-screen reads (src/app/first-screen-reads.ts) index.html started once the session
     * named a user, by URL (null: signed out, not allowed, or nothing to read).
     */
    __tricoachReads?: Promise<Record<string, Promise<Response | null>> | null>;
  }
}

type Params = Record<string, string>;
type Options = { queryKey: readonly unknown[]; queryFn?: unknown };

/** Each first-screen read with its feature's query options (key, freshness, refetching), by route id. */
const readOptions: Record<FirstScreenRouteId, (params: Params) => Options> = {
  listPlans: () => plansQueryOptions(),
  activeWeek: () => activeWeekQueryOptions(),
  getCredits: () => creditsQueryOptions(),
  paymentProducts: () => productsQueryOptions(),
  getThresholds: () => thresholdsQueryOptions(),
  getCalendarFeed: () => calendarFeedQueryOptions(),
  adminOverview: () => adminOverviewQueryOptions(),
  getRaceDay: ({ planId }) => raceDayQueryOptions(planId ?? ''),
  // The screen asks up to its own calendar day; index.html's call (no query) ends on the server's (UTC) day.
  getProgress: () => progressQueryOptions({ to: localDay(new Date()) }),
  getWorkout: ({ id }) => workoutQueryOptions(id ?? ''),
  garminStatus: () => garminStatusQueryOptions(),
  intervalsStatus: () => intervalsStatusQueryOptions(),
};

/** Whether an early answer is the one the feature's query asks for, where index.html's URL cannot say all of it. */
const earlyAnswerFits: Partial<Record<FirstScreenRouteId, (answer: unknown) => boolean>> = {
  getProgress: (answer) => (answer as { to?: string } | null)?.to === localDay(new Date()),
};

/** Takes a global index.html left for the app (once: a later navigation asks the API itself). */
function take<K extends '__tricoachSession' | '__tricoachReads'>(key: K): Window[K] | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window[key];
  if (early) delete window[key];
  return early;
}

async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * The feature's query with index.html's answer for the same URL when there is a good one; otherwise (none, a
 * network error, an error status, an answer that does not `fit` the query) its own query function asks again,
 * with its usual error handling.
 */
function adopting(
  options: Options,
  early: Promise<Response | null> | undefined,
  fits: (answer: unknown) => boolean = () => true,
) {
  const own = options.queryFn as (context: QueryFunctionContext) => Promise<unknown>;
  return {
    ...options,
    queryFn: async (context: QueryFunctionContext) => {
      const res = early ? await early : null;
      if (!res?.ok) return own(context);
      const answer = await json(res);
      return fits(answer) ? answer : own(context);
    },
  };
}

/**
 * Puts the session check in the cache while the entry is still evaluating (reusing the answer index.html already
 * asked for), then the current page's data once a user is known (a signed-out visitor triggers no signed-in call),
 * adopting the calls index.html started for it. The components read the same cache entries. Resolves (never
 * rejects) once those reads have settled, so the first render can be the page with its data.
 */
export function prefetchFirstScreen(client: QueryClient, pathname: string): Promise<void> {
  const options = userQueryOptions();
  const earlySession = take('__tricoachSession');
  const earlyReads = take('__tricoachReads') ?? Promise.resolve(null);
  const queryFn = async (context: QueryFunctionContext): Promise<User | null> => {
    const res = earlySession ? await earlySession : null;
    if (res === false) return null;
    // No early answer (or it failed on the network): the usual request.
    if (!res) return (options.queryFn as (c: QueryFunctionContext) => Promise<User | null>)(context);
    if (res.status === 401) {
      dropSignedInHint();
      return null;
    }
    await throwIfResNotOk(res);
    return json<User | null>(res);
  };
  return client
    .fetchQuery({ ...options, queryFn })
    .then(async (user) => {
      const first = firstScreenReadsOf(pathname);
      if (!user || !first || ('adminsOnly' in first.row && !user.isAdmin)) return;
      const started = (await earlyReads.catch(() => null)) ?? {};
      await Promise.all(
        first.row.reads.map((id) => {
          const read = readOptions[id](first.params);
          const early = started[routeUrl(id, { params: first.params } as never)];
          return client.prefetchQuery(adopting(read, early, earlyAnswerFits[id]));
        }),
      );
    })
    .catch(() => undefined);
}
