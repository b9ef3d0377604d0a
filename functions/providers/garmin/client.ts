import { GarminHttpError, type GarminClient, type GarminTokens } from './port';

export interface GarminConfig {
  clientId: string;
  clientSecret: string;
  /** The consent page (https://connect.garmin.com/oauth2Confirm in production). */
  authUrl: string;
  /** The token endpoint (https://diauth.garmin.com/di-oauth2-service/oauth/token). */
  tokenUrl: string;
  /** The API host (https://apis.garmin.com). */
  apiUrl: string;
}

const TIMEOUT_MS = 10_000;

async function check(res: Response, what: string): Promise<Response> {
  if (res.ok) return res;
  const text = await res.text().catch(() => '');
  throw new GarminHttpError(
    res.status,
    `Garmin ${what} answered ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
  );
}

function toTokens(body: Record<string, unknown>, now = Math.floor(Date.now() / 1000)): GarminTokens {
  if (typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string')
    throw new GarminHttpError(502, 'Garmin token answer without tokens');
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    accessExpiresAt: now + Number(body.expires_in ?? 0),
    refreshExpiresAt: now + Number(body.refresh_token_expires_in ?? 0),
  };
}

/** The one Garmin client: the same code talks to Garmin and to the local stack's fake Garmin. */
export function createGarminClient(config: GarminConfig): GarminClient {
  const api = config.apiUrl.replace(/\/+$/, '');
  const call = (accessToken: string, method: string, path: string, body?: unknown) =>
    fetch(`${api}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  const token = async (params: Record<string, string>) => {
    const res = await fetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, ...params }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return toTokens((await (await check(res, 'token endpoint')).json()) as Record<string, unknown>);
  };

  return {
    authorizeUrl({ state, codeChallenge, redirectUri }) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        redirect_uri: redirectUri,
        state,
      });
      return `${config.authUrl}?${query.toString()}`;
    },
    exchangeCode: ({ code, codeVerifier, redirectUri }) =>
      token({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri }),
    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    async userId(accessToken) {
      const body = (await (
        await check(await call(accessToken, 'GET', '/wellness-api/rest/user/id'), 'user id')
      ).json()) as { userId?: unknown };
      if (typeof body.userId !== 'string' || !body.userId)
        throw new GarminHttpError(502, 'Garmin user id answer without a user id');
      return body.userId;
    },
    async permissions(accessToken) {
      const body = await (
        await check(await call(accessToken, 'GET', '/wellness-api/rest/user/permissions'), 'permissions')
      ).json();
      return Array.isArray(body) ? body.map(String) : [];
    },
    async createWorkout(accessToken, workout) {
      const body = (await (
        await check(await call(accessToken, 'POST', '/workoutportal/workout/v2', workout), 'workout create')
      ).json()) as { workoutId?: unknown };
      return String(body.workoutId);
    },
    async deleteWorkout(accessToken, workoutId) {
      const res = await call(accessToken, 'DELETE', `/training-api/workout/v2/${encodeURIComponent(workoutId)}`);
      if (res.status !== 404) await check(res, 'workout delete');
    },
    async createSchedule(accessToken, workoutId, date) {
      const res = await check(
        await call(accessToken, 'POST', '/training-api/schedule/', { workoutId: Number(workoutId) || workoutId, date }),
        'schedule create',
      );
      return String(await res.json());
    },
    async deleteSchedule(accessToken, scheduleId) {
      const res = await call(accessToken, 'DELETE', `/training-api/schedule/${encodeURIComponent(scheduleId)}`);
      if (res.status !== 404) await check(res, 'schedule delete');
    },
    async deleteRegistration(accessToken) {
      await check(await call(accessToken, 'DELETE', '/wellness-api/rest/user/registration'), 'registration delete');
    },
    async requestActivityBackfill(accessToken, from, to) {
      const res = await call(
        accessToken,
        'GET',
        `/wellness-api/rest/backfill/activities?summaryStartTimeInSeconds=${from}&summaryEndTimeInSeconds=${to}`,
      );
      // 409: that range was asked for before; nothing to do.
      if (res.status !== 409) await check(res, 'backfill');
    },
  };
}
