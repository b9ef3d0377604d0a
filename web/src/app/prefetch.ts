import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import { creditsQueryOptions } from '../features/account/api/get-credits';
import { adminOverviewQueryOptions } from '../features/admin/api/admin-queries';
import { userQueryOptions, type User } from '../features/auth/api/get-user';
import { calendarFeedQueryOptions } from '../features/calendar/api/calendar-feed';
import { productsQueryOptions } from '../features/credits/api/get-products';
import { activeWeekQueryOptions } from '../features/plans/api/get-active-week';
import { plansQueryOptions } from '../features/plans/api/get-plans';
import { raceDayQueryOptions } from '../features/plans/api/get-race-day';
import { thresholdsQueryOptions } from '../features/thresholds/api/thresholds';
import { throwIfResNotOk } from '../lib/api-client';

declare global {
  interface Window {
    /** GET /api/user started by index.html's inline script before the entry loaded (null after a network error). */
    __tricoachSession?: Promise<Response | null>;
  }
}

/** What the first screen of a signed-in path reads: fetched with the session, not after its chunk and first render. */
const planAndWeek = (client: QueryClient) => {
  void client.prefetchQuery(plansQueryOptions());
  void client.prefetchQuery(activeWeekQueryOptions());
};
const firstScreenData: Record<string, (client: QueryClient, user: User) => void> = {
  '/dashboard': planAndWeek,
  '/week': planAndWeek,
  '/get-credits': (client) => {
    void client.prefetchQuery(creditsQueryOptions());
    void client.prefetchQuery(productsQueryOptions());
  },
  '/settings/zones': (client) => void client.prefetchQuery(thresholdsQueryOptions()),
  '/settings/calendar': (client) => void client.prefetchQuery(calendarFeedQueryOptions()),
  '/admin': (client, user) => {
    if (user.isAdmin) void client.prefetchQuery(adminOverviewQueryOptions());
  },
};
const RACE_DAY_PATH = /^\/plans\/([^/]+)\/race-day$/;

function takeEarlySession(): Promise<Response | null> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__tricoachSession;
  if (early) delete window.__tricoachSession;
  return early;
}

/**
 * Puts the session check in the cache while the entry is still evaluating (reusing the answer index.html already
 * asked for), then the current page's data once a user is known (a signed-out visitor triggers no signed-in call).
 * The components read the same cache entries.
 */
export function prefetchFirstScreen(client: QueryClient, pathname: string): void {
  const options = userQueryOptions();
  const early = takeEarlySession();
  const queryFn = async (context: QueryFunctionContext): Promise<User | null> => {
    const res = early ? await early : null;
    // No early answer (or it failed on the network): the usual request.
    if (!res) return (options.queryFn as (c: QueryFunctionContext) => Promise<User | null>)(context);
    if (res.status === 401) return null;
    await throwIfResNotOk(res);
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as User | null;
  };
  client
    .fetchQuery({ ...options, queryFn })
    .then((user) => {
      if (!user) return;
      firstScreenData[pathname]?.(client, user);
      const raceDayPlan = RACE_DAY_PATH.exec(pathname)?.[1];
      if (raceDayPlan) void client.prefetchQuery(raceDayQueryOptions(decodeURIComponent(raceDayPlan)));
    })
    .catch(() => undefined);
}
