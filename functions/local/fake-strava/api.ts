import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../sandbox-routes';
import { fakeStravaState, type FakeStravaActivity, type FakeStravaState } from './state';

const now = () => Math.floor(Date.now() / 1000);
const WINDOW = 15 * 60;

/** Counts the call in the current 15-minute window and day, as Strava does (over-limit calls count too). */
function count(s: FakeStravaState, read: boolean): void {
  const window = Math.floor(now() / WINDOW);
  const day = Math.floor(now() / 86_400);
  if (s.usage.window !== window) Object.assign(s.usage, { window, short: 0, readShort: 0 });
  if (s.usage.day !== day) Object.assign(s.usage, { day, daily: 0, readDaily: 0 });
  s.usage.short += 1;
  s.usage.daily += 1;
  if (read) {
    s.usage.readShort += 1;
    s.usage.readDaily += 1;
  }
}

function send(res: ServerResponse, status: number, body: unknown, s: FakeStravaState): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'x-ratelimit-limit': `${s.limits.short},${s.limits.daily}`,
    'x-ratelimit-usage': `${s.usage.short},${s.usage.daily}`,
    'x-readratelimit-limit': `${s.limits.readShort},${s.limits.readDaily}`,
    'x-readratelimit-usage': `${s.usage.readShort},${s.usage.readDaily}`,
  });
  res.end(status === 204 ? undefined : JSON.stringify(body));
}

export const toApi = (a: FakeStravaActivity, detailed: boolean) => {
  const { athleteId, ...fields } = a;
  return {
    resource_state: detailed ? 3 : 2,
    athlete: { id: Number(athleteId), resource_state: 1 },
    type: a.sport_type,
    start_date_local: a.start_date,
    ...fields,
  };
};

/** Strava's API (/api/v3): the athlete's activities, one activity, and the app's push subscription. */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  context: SandboxContext,
  path: string,
): Promise<void> {
  const store = fakeStravaState(context.dataDir);
  const url = new URL(req.url ?? '/', 'http://fake');
  const method = req.method ?? 'GET';
  const state = store.read();
  if (state.down) return send(res, 503, { message: 'Service Unavailable' }, state);

  if (path === '/push_subscriptions' || path.startsWith('/push_subscriptions/'))
    return handleSubscriptions(req, res, context, path, url);

  const s = store.update((st) => {
    count(st, method === 'GET');
    return st;
  });
  const overLimit =
    s.usage.short > s.limits.short ||
    s.usage.daily > s.limits.daily ||
    (method === 'GET' && (s.usage.readShort > s.limits.readShort || s.usage.readDaily > s.limits.readDaily));
  if (s.busyCalls > 0 || overLimit) {
    if (s.busyCalls > 0) store.update((st) => void (st.busyCalls -= 1));
    // The switch reports a used-up window, as Strava's headers do on a real 429.
    return send(
      res,
      429,
      { message: 'Rate Limit Exceeded', errors: [{ resource: 'Application', field: 'rate limit', code: 'exceeded' }] },
      { ...s, usage: { ...s.usage, short: Math.max(s.usage.short, s.limits.short + 1) } },
    );
  }
  const bearer = String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
  const token = s.accessTokens[bearer];
  if (!token || token.expiresAt < now())
    return send(
      res,
      401,
      { message: 'Authorization Error', errors: [{ resource: 'Athlete', field: 'access_token', code: 'invalid' }] },
      s,
    );
  const readAll = token.scopes.includes('activity:read_all');
  const canRead = readAll || token.scopes.includes('activity:read');
  const visible = (a: FakeStravaActivity) => a.athleteId === token.athleteId && (readAll || !a.private);

  const one = /^\/activities\/(\d+)$/.exec(path);
  if (method === 'GET' && one) {
    const activity = s.activities[one[1]!];
    // Another athlete's activity, a private one without activity:read_all, or none: Strava answers 404 Record Not Found.
    if (!activity || !canRead || !visible(activity))
      return send(
        res,
        404,
        { message: 'Record Not Found', errors: [{ resource: 'Activity', field: 'id', code: 'not found' }] },
        s,
      );
    return send(res, 200, toApi(activity, true), s);
  }
  if (method === 'GET' && path === '/athlete/activities') {
    if (!canRead)
      return send(
        res,
        401,
        {
          message: 'Authorization Error',
          errors: [{ resource: 'AccessToken', field: 'activity:read_permission', code: 'missing' }],
        },
        s,
      );
    const after = Number(url.searchParams.get('after') ?? 0);
    const perPage = Math.min(Math.max(Number(url.searchParams.get('per_page') ?? 30), 1), 200);
    const page = Math.max(Number(url.searchParams.get('page') ?? 1), 1);
    const list = Object.values(s.activities)
      .filter((a) => visible(a) && Date.parse(a.start_date) / 1000 > after)
      .sort((a, b) => a.start_date.localeCompare(b.start_date));
    return send(
      res,
      200,
      list.slice((page - 1) * perPage, page * perPage).map((a) => toApi(a, false)),
      s,
    );
  }
  return send(res, 404, { message: 'Record Not Found' }, s);
}

/**
 * The app's push subscription (one per application): GET lists it, POST creates it after validating the callback
 * with a GET carrying hub.mode, hub.challenge and hub.verify_token (the echo must come within 2 seconds), DELETE removes it.
 */
async function handleSubscriptions(
  req: IncomingMessage,
  res: ServerResponse,
  context: SandboxContext,
  path: string,
  url: URL,
): Promise<void> {
  const store = fakeStravaState(context.dataDir);
  const s = store.read();
  const params = req.method === 'POST' ? new URLSearchParams(context.body.toString('utf8')) : url.searchParams;
  if (
    params.get('client_id') !== process.env.STRAVA_CLIENT_ID ||
    params.get('client_secret') !== process.env.STRAVA_CLIENT_SECRET
  )
    return send(
      res,
      401,
      { message: 'Authorization Error', errors: [{ resource: 'Application', field: 'client_id', code: 'invalid' }] },
      s,
    );
  if (req.method === 'GET')
    return send(
      res,
      200,
      s.subscription
        ? [{ id: s.subscription.id, resource_state: 2, application_id: 1, callback_url: s.subscription.callbackUrl }]
        : [],
      s,
    );
  if (req.method === 'DELETE') {
    const id = Number(path.split('/')[2]);
    if (!s.subscription || s.subscription.id !== id) return send(res, 404, { message: 'Record Not Found' }, s);
    store.update((st) => void (st.subscription = null));
    return send(res, 204, null, s);
  }
  if (s.subscription)
    return send(
      res,
      400,
      {
        message: 'Bad Request',
        errors: [{ resource: 'PushSubscription', field: 'callback url', code: 'already exists' }],
      },
      s,
    );
  const callbackUrl = params.get('callback_url') ?? '';
  const verifyToken = params.get('verify_token') ?? '';
  const challenge = Math.random().toString(16).slice(2);
  const validation = new URL(callbackUrl);
  validation.search = new URLSearchParams({
    'hub.verify_token': verifyToken,
    'hub.challenge': challenge,
    'hub.mode': 'subscribe',
  }).toString();
  const echoed = await fetch(validation, { signal: AbortSignal.timeout(2000) })
    .then(async (r) => (r.ok ? ((await r.json()) as Record<string, unknown>)['hub.challenge'] : null))
    .catch(() => null);
  if (echoed !== challenge)
    return send(
      res,
      400,
      {
        message: 'Bad Request',
        errors: [
          { resource: 'PushSubscription', field: 'callback url', code: 'GET to callback URL does not return 200' },
        ],
      },
      s,
    );
  const id = store.update((st) => {
    st.seq += 1;
    st.subscription = { id: st.seq, callbackUrl, verifyToken };
    return st.seq;
  });
  return send(res, 201, { id }, s);
}
