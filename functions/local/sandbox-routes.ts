import type { IncomingMessage, ServerResponse } from 'node:http';

export interface SandboxContext {
  /** The local stack's own origin, e.g. http://localhost:3000. */
  appUrl: string;
  dataDir: string;
  /** The request body, already read. */
  body: Buffer;
}

export type SandboxHandler = (req: IncomingMessage, res: ServerResponse, context: SandboxContext) => Promise<void>;

export interface SandboxRoute {
  /** A path prefix outside /api, e.g. `/sandbox/garmin`. */
  prefix: string;
  load: () => Promise<{ handle: SandboxHandler }>;
}

/**
 * Local stand-ins for outside providers (a fake Garmin Connect, a Stripe checkout sandbox) served by the gateway.
 * The gateway consults this list before /api and the SPA. Add one line per sandbox, e.g.
 * `{ prefix: '/sandbox/garmin', load: () => import('../providers/watch/local/sandbox') }`.
 */
export const sandboxRoutes: SandboxRoute[] = [
  // The fake Stripe: its API where the SDK expects the API host (STRIPE_API_URL = the app's origin locally), and
  // its hosted checkout page.
  { prefix: '/v1/checkout', load: () => import('./fake-stripe/api') },
  { prefix: '/sandbox/checkout', load: () => import('./fake-stripe/checkout-page') },
  // The fake Garmin Connect: consent page, token endpoint, REST API and the watch calendar.
  { prefix: '/sandbox/garmin', load: () => import('./fake-garmin/sandbox') },
  // The fake intervals.icu: its REST API and a calendar page.
  { prefix: '/sandbox/intervals', load: () => import('./fake-intervals/sandbox') },
  // The fake Strava: authorize page, token endpoint, API, push subscriptions and the "Record an activity" page.
  { prefix: '/sandbox/strava', load: () => import('./fake-strava/sandbox') },
];

export function findSandbox(path: string, table: readonly SandboxRoute[] = sandboxRoutes): SandboxRoute | undefined {
  return table.find((s) => path === s.prefix || path.startsWith(s.prefix.endsWith('/') ? s.prefix : `${s.prefix}/`));
}
