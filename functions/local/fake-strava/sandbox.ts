import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../sandbox-routes';
import { sendJson } from '../fake-garmin/http';
import { handleApi } from './api';
import { handleAuthorize, handleDeauthorize, handleToken } from './oauth';
import { handleRecord } from './record';

const PREFIX = '/sandbox/strava';

/**
 * A fake Strava for the local stack: the authorize page, token endpoint (rotating refresh tokens, short expiry),
 * deauthorize, the API our client calls (with rate-limit headers and a 429 switch), push subscriptions validated
 * like Strava's, and a "Record an activity" page that posts webhook events. The app's Strava client talks to it
 * through STRAVA_AUTH_URL and STRAVA_API_URL exactly as it talks to Strava.
 */
export async function handle(req: IncomingMessage, res: ServerResponse, context: SandboxContext): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://fake').pathname.slice(PREFIX.length);
  if (path === '/oauth/authorize') return handleAuthorize(req, res, context);
  if (path === '/oauth/token') return handleToken(req, res, context);
  if (path === '/oauth/deauthorize') return handleDeauthorize(req, res, context);
  if (path.startsWith('/api/v3/')) return handleApi(req, res, context, path.slice('/api/v3'.length));
  if (path === '/record' || path.startsWith('/record/')) return handleRecord(req, res, context, path);
  return sendJson(res, 404, { message: 'Not found' });
}

/** The URLs the local stack gives the app so its Strava client talks to this fake. */
export function fakeStravaUrls(appUrl: string) {
  return {
    STRAVA_AUTH_URL: `${appUrl}${PREFIX}/oauth`,
    STRAVA_API_URL: `${appUrl}${PREFIX}/api/v3`,
    STRAVA_RECORD_URL: `${appUrl}${PREFIX}/record`,
  };
}
