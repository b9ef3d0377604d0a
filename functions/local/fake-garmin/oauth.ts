import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../sandbox-routes';
import { escapeHtml, PAGE_STYLE, redirect, sendHtml, sendJson } from './http';
import { fakeGarminState } from './state';

/** Short, so the app's refresh path runs in every longer session. */
export const ACCESS_TOKEN_SECONDS = 300;
const REFRESH_TOKEN_SECONDS = 90 * 86_400;
const CODE_SECONDS = 120;
const ALL_PERMISSIONS = ['ACTIVITY_EXPORT', 'WORKOUT_IMPORT', 'HEALTH_EXPORT', 'COURSE_IMPORT'];

const token = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;
const now = () => Math.floor(Date.now() / 1000);

function consentPage(query: URLSearchParams): string {
  const hidden = [...query.entries()]
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Garmin Connect (local fake)</title><style>${PAGE_STYLE}</style></head><body>
<header>Garmin Connect<small>local fake</small></header><main><div class="card"><h1>Tricoach wants to connect to your Garmin account</h1>
<p class="muted">Tricoach will send workouts to your watch's calendar and receive the activities you record.</p>
<form method="post" action="/sandbox/garmin/oauth2Confirm">${hidden}
<label for="garminUser">Garmin account</label><input id="garminUser" name="garminUser" value="garmin-${randomBytes(6).toString('hex')}">
<label><input type="checkbox" name="workoutImport" value="1" checked style="width:auto"> Allow workout import</label>
<div class="row" style="margin-top:16px"><button class="ghost" name="decision" value="deny" type="submit">Deny</button><button class="primary" name="decision" value="allow" type="submit">Allow</button></div>
</form></div></main></body></html>`;
}

/** Garmin's consent page: Allow redirects back with a code, Deny with error=access_denied. */
export async function handleConsent(req: IncomingMessage, res: ServerResponse, context: SandboxContext): Promise<void> {
  const state = fakeGarminState(context.dataDir);
  if (req.method === 'GET') {
    const query = new URL(req.url ?? '/', 'http://fake').searchParams;
    if (
      query.get('client_id') !== process.env.GARMIN_CLIENT_ID ||
      query.get('code_challenge_method') !== 'S256' ||
      !query.get('code_challenge') ||
      !query.get('redirect_uri')
    ) {
      return sendHtml(
        res,
        400,
        '<!doctype html><p>Invalid authorisation request: client_id, redirect_uri and an S256 code_challenge are required.</p>',
      );
    }
    return sendHtml(res, 200, consentPage(query));
  }
  const form = new URLSearchParams(context.body.toString('utf8'));
  const back = new URL(form.get('redirect_uri') ?? '');
  if (form.get('state')) back.searchParams.set('state', form.get('state')!);
  if (form.get('decision') !== 'allow') {
    back.searchParams.set('error', 'access_denied');
    return redirect(res, back.toString());
  }
  const garminUserId = (form.get('garminUser') ?? '').trim() || `garmin-${randomBytes(6).toString('hex')}`;
  const code = token('code');
  state.update((s) => {
    s.codes[code] = {
      garminUserId,
      challenge: form.get('code_challenge') ?? '',
      redirectUri: form.get('redirect_uri') ?? '',
      expiresAt: now() + CODE_SECONDS,
      used: false,
    };
    s.users[garminUserId] = {
      permissions: form.get('workoutImport') ? ALL_PERMISSIONS : ALL_PERMISSIONS.filter((p) => p !== 'WORKOUT_IMPORT'),
      registered: true,
    };
  });
  back.searchParams.set('code', code);
  return redirect(res, back.toString());
}

/** The token endpoint: the PKCE verifier checked against the challenge, rotating refresh tokens. */
export async function handleToken(req: IncomingMessage, res: ServerResponse, context: SandboxContext): Promise<void> {
  const form = new URLSearchParams(context.body.toString('utf8'));
  if (req.method !== 'POST' || !String(req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded'))
    return sendJson(res, 400, { error: 'invalid_request', error_description: 'POST form-encoded' });
  if (
    form.get('client_id') !== process.env.GARMIN_CLIENT_ID ||
    form.get('client_secret') !== process.env.GARMIN_CLIENT_SECRET
  )
    return sendJson(res, 401, { error: 'invalid_client' });
  const state = fakeGarminState(context.dataDir);
  const result = state.update((s): { error: string } | { garminUserId: string } => {
    if (form.get('grant_type') === 'authorization_code') {
      const code = s.codes[form.get('code') ?? ''];
      if (!code || code.used || code.expiresAt < now()) return { error: 'invalid_grant' };
      code.used = true;
      if (code.redirectUri !== form.get('redirect_uri')) return { error: 'invalid_grant' };
      const challenge = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url');
      if (challenge !== code.challenge) return { error: 'invalid_grant' };
      return { garminUserId: code.garminUserId };
    }
    if (form.get('grant_type') === 'refresh_token') {
      const refresh = s.refreshTokens[form.get('refresh_token') ?? ''];
      if (!refresh || refresh.used || refresh.expiresAt < now()) return { error: 'invalid_grant' };
      refresh.used = true;
      return { garminUserId: refresh.garminUserId };
    }
    return { error: 'unsupported_grant_type' };
  });
  if ('error' in result) return sendJson(res, 400, { error: result.error });
  const access = token('at');
  const refresh = token('rt');
  state.update((s) => {
    s.accessTokens[access] = { garminUserId: result.garminUserId, expiresAt: now() + ACCESS_TOKEN_SECONDS };
    s.refreshTokens[refresh] = {
      garminUserId: result.garminUserId,
      expiresAt: now() + REFRESH_TOKEN_SECONDS,
      used: false,
    };
  });
  return sendJson(res, 200, {
    access_token: access,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_token: refresh,
    refresh_token_expires_in: REFRESH_TOKEN_SECONDS,
    scope: 'PARTNER_WRITE PARTNER_READ CONNECT_READ CONNECT_WRITE',
  });
}
