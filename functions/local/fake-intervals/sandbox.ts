import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../sandbox-routes';
import { sendJson } from '../fake-garmin/http';
import { handleApi } from './api';
import { handleCalendar } from './calendar';

const PREFIX = '/sandbox/intervals';

/**
 * A fake intervals.icu for the local stack: its REST API (HTTP Basic with API_KEY, events bulk upsert by
 * external_id, bulk delete, activities; 401 on a bad key, a 429 switch) and a calendar page where a person creates
 * an athlete, sees the planned workouts and records activities. The app's client reaches it through INTERVALS_API_URL.
 */
export async function handle(req: IncomingMessage, res: ServerResponse, context: SandboxContext): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://fake').pathname.slice(PREFIX.length);
  if (path.startsWith('/api/v1/')) return handleApi(req, res, context, path.slice('/api/v1'.length));
  if (path.startsWith('/calendar')) return handleCalendar(req, res, context, path);
  return sendJson(res, 404, { message: 'Not found' });
}

/** The URLs the local stack gives the app so its intervals.icu client talks to this fake. */
export function fakeIntervalsUrls(appUrl: string) {
  return {
    INTERVALS_API_URL: `${appUrl}${PREFIX}`,
    INTERVALS_CALENDAR_URL: `${appUrl}${PREFIX}/calendar`,
    INTERVALS_POLL_SECONDS: '10',
  };
}
