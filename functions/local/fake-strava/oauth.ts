import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../sandbox-routes';
import { escapeHtml, redirect, sendHtml, sendJson } from '../fake-garmin/http';
import { STRAVA_STYLE } from './style';
import { fakeStravaState } from './state';

/** Strava's access tokens last 6 hours; the fake's 5 minutes, so the app's refresh path runs in every longer session. */
export const ACCESS_TOKEN_SECONDS = 300;
const CODE_SECONDS = 120;
const KNOWN_SCOPES = ['read', 'read_all', 'profile:read_all', 'activity:read', 'activity:read_all'];

const token = () => randomBytes(20).toString('hex');
const now = () => Math.floor(Date.now() / 1000);

function authorizePage(query: URLSearchParams, scopes: string[]): string {
  const hidden = [...query.entries()]
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const athlete = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
  const boxes = scopes
    .map(
      (s) =>
        `<label><input type="checkbox" name="grant" value="${escapeHtml(s)}" checked style="width:auto"> ${s === 'activity:read_all' ? 'View data about your private activities' : s === 'read' ? 'View data about your public profile' : escapeHtml(s)}</label>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Strava (local fake)</title><style>${STRAVA_STYLE}</style></head><body>
<header>STRAVA<small>local fake</small></header><main><div class="card"><h1>Authorize Tricoach to connect to Strava</h1>
<form method="post" action="">${hidden}
<label for="athleteId">Strava athlete id</label><input id="athleteId" name="athleteId" value="${athlete}">
<label for="firstname">First name</label><input id="firstname" name="firstname" value="Local">
<label for="lastname">Last name</label><input id="lastname" name="lastname" value="Athlete">
<p class="muted">Tricoach requests access to:</p>${boxes}
<div class="row" style="margin-top:16px"><button class="ghost" name="decision" value="cancel" type="submit">Cancel</button><button class="primary" name="decision" value="authorize" type="submit">Authorize</button></div>
</form></div></main></body></html>`;
}

/** GET /oauth/authorize: the page; POST: Authorize redirects with code, state and the granted scope, Cancel with error=access_denied. */
export async function handleAuthorize(
  req: IncomingMessage,
  res: ServerResponse,
  context: SandboxContext,
): Promise<void> {
  if (req.method === 'GET') {
    const query = new URL(req.url ?? '/', 'http://fake').searchParams;
    const scopes = (query.get('scope') ?? '').split(',').filter(Boolean);
    if (
      query.get('client_id') !== process.env.STRAVA_CLIENT_ID ||
      query.get('response_type') !== 'code' ||
      !query.get('redirect_uri') ||
      scopes.length === 0 ||
      scopes.some((s) => !KNOWN_SCOPES.includes(s))
    ) {
      return sendJson(res, 400, {
        message: 'Bad Request',
        errors: [{ resource: 'Application', field: 'client_id, redirect_uri, response_type, scope', code: 'invalid' }],
      });
    }
    return sendHtml(res, 200, authorizePage(query, scopes));
  }
  const form = new URLSearchParams(context.body.toString('utf8'));
  const back = new URL(form.get('redirect_uri') ?? '');
  if (form.get('state')) back.searchParams.set('state', form.get('state')!);
  if (form.get('decision') !== 'authorize') {
    back.searchParams.set('error', 'access_denied');
    return redirect(res, back.toString());
  }
  const asked = (form.get('scope') ?? '').split(',').filter(Boolean);
  const granted = asked.filter((s) => form.getAll('grant').includes(s));
  const athleteId =
    (form.get('athleteId') ?? '').replace(/\D/g, '') || String(Math.floor(10_000_000 + Math.random() * 89_999_999));
  const code = token();
  fakeStravaState(context.dataDir).update((s) => {
    s.codes[code] = { athleteId, scopes: granted, expiresAt: now() + CODE_SECONDS, used: false };
    s.athletes[athleteId] = {
      firstname: form.get('firstname') ?? '',
      lastname: form.get('lastname') ?? '',
      authorized: true,
    };
  });
  back.searchParams.set('code', code);
  back.searchParams.set('scope', granted.join(','));
  return redirect(res, back.toString());
}

/** POST /oauth/token: the code once, or a refresh token once (each refresh rotates it; a stale one is refused). */
export async function handleToken(req: IncomingMessage, res: ServerResponse, context: SandboxContext): Promise<void> {
  const form = new URLSearchParams(context.body.toString('utf8'));
  if (req.method !== 'POST') return sendJson(res, 405, { message: 'Method Not Allowed' });
  const store = fakeStravaState(context.dataDir);
  if (store.read().down) return sendJson(res, 503, { message: 'Service Unavailable' });
  if (
    form.get('client_id') !== process.env.STRAVA_CLIENT_ID ||
    form.get('client_secret') !== process.env.STRAVA_CLIENT_SECRET
  )
    return sendJson(res, 401, {
      message: 'Bad Request',
      errors: [{ resource: 'Application', field: 'client_id', code: 'invalid' }],
    });
  const result = store.update(
    (s): { error: string } | { athleteId: string; scopes: string[]; withAthlete: boolean } => {
      if (form.get('grant_type') === 'authorization_code') {
        const code = s.codes[form.get('code') ?? ''];
        if (!code || code.used || code.expiresAt < now()) return { error: 'code' };
        code.used = true;
        return { athleteId: code.athleteId, scopes: code.scopes, withAthlete: true };
      }
      if (form.get('grant_type') === 'refresh_token') {
        const refresh = s.refreshTokens[form.get('refresh_token') ?? ''];
        if (!refresh || refresh.used || !s.athletes[refresh.athleteId]?.authorized) return { error: 'refresh_token' };
        refresh.used = true;
        return { athleteId: refresh.athleteId, scopes: refresh.scopes, withAthlete: false };
      }
      return { error: 'grant_type' };
    },
  );
  if ('error' in result)
    return sendJson(res, 400, {
      message: 'Bad Request',
      errors: [{ resource: 'RefreshToken', field: result.error, code: 'invalid' }],
    });
  const access = token();
  const refresh = token();
  const expiresAt = now() + ACCESS_TOKEN_SECONDS;
  const athlete = store.update((s) => {
    s.accessTokens[access] = { athleteId: result.athleteId, scopes: result.scopes, expiresAt };
    s.refreshTokens[refresh] = { athleteId: result.athleteId, scopes: result.scopes, used: false };
    return s.athletes[result.athleteId]!;
  });
  return sendJson(res, 200, {
    token_type: 'Bearer',
    expires_at: expiresAt,
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_token: refresh,
    access_token: access,
    ...(result.withAthlete
      ? { athlete: { id: Number(result.athleteId), firstname: athlete.firstname, lastname: athlete.lastname } }
      : {}),
  });
}

/** POST /oauth/deauthorize: revokes every token of the athlete for this app. */
export async function handleDeauthorize(
  req: IncomingMessage,
  res: ServerResponse,
  context: SandboxContext,
): Promise<void> {
  const form = new URLSearchParams(context.body.toString('utf8'));
  const bearer = String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
  const accessToken = form.get('access_token') ?? bearer;
  const store = fakeStravaState(context.dataDir);
  if (store.read().down) return sendJson(res, 503, { message: 'Service Unavailable' });
  const athleteId = store.update((s) => {
    const held = s.accessTokens[accessToken];
    if (!held || held.expiresAt < now()) return null;
    for (const [key, t] of Object.entries(s.accessTokens))
      if (t.athleteId === held.athleteId) delete s.accessTokens[key];
    for (const t of Object.values(s.refreshTokens)) if (t.athleteId === held.athleteId) t.used = true;
    if (s.athletes[held.athleteId]) s.athletes[held.athleteId]!.authorized = false;
    s.deauthorized.push(held.athleteId);
    return held.athleteId;
  });
  if (!athleteId)
    return sendJson(res, 401, {
      message: 'Authorization Error',
      errors: [{ resource: 'Athlete', field: 'access_token', code: 'invalid' }],
    });
  return sendJson(res, 200, { access_token: accessToken });
}
