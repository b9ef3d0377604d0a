import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../sandbox-routes';
import { handleApi } from './api';
import { handleCalendar } from './calendar';
import { sendJson } from './http';
import { handleConsent, handleToken } from './oauth';

const PREFIX = '/sandbox/garmin';

/**
 * A fake Garmin Connect for the local stack: consent page, token endpoint (PKCE, rotating tokens), the REST API
 * our client calls, and a watch calendar that pushes activities back. The app's Garmin client talks to it through
 * GARMIN_AUTH_URL, GARMIN_TOKEN_URL and GARMIN_API_URL exactly as it talks to Garmin.
 */
export async function handle(req: IncomingMessage, res: ServerResponse, context: SandboxContext): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://fake').pathname.slice(PREFIX.length);
  if (path === '/oauth2Confirm') return handleConsent(req, res, context);
  if (path === '/token') return handleToken(req, res, context);
  if (path.startsWith('/api/')) return handleApi(req, res, context, path.slice('/api'.length));
  if (path.startsWith('/calendar')) return handleCalendar(req, res, context, path);
  return sendJson(res, 404, { message: 'Not found' });
}

/** The URLs and keys the local stack gives the app so its Garmin client talks to this fake. */
export function fakeGarminUrls(appUrl: string) {
  return {
    GARMIN_AUTH_URL: `${appUrl}${PREFIX}/oauth2Confirm`,
    GARMIN_TOKEN_URL: `${appUrl}${PREFIX}/token`,
    GARMIN_API_URL: `${appUrl}${PREFIX}/api`,
    GARMIN_CALENDAR_URL: `${appUrl}${PREFIX}/calendar`,
  };
}
