import { StravaHttpError, type StravaActivity, type StravaClient, type StravaTokens } from './port';
import { readRateLimit, resumeAt, type RateLimitState } from './rate-limit';

export interface StravaConfig {
  clientId: string;
  clientSecret: string;
  /** The OAuth base (https://www.strava.com/oauth): /authorize, /token, /deauthorize. */
  authUrl: string;
  /** The API base (https://www.strava.com/api/v3). */
  apiUrl: string;
  now?: () => number;
}

/** Strava asks for both: `read` (the athlete's name) and `activity:read_all` (private activities too). */
export const STRAVA_SCOPES = ['read', 'activity:read_all'] as const;
const TIMEOUT_MS = 10_000;

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function toStravaActivity(body: Record<string, unknown>): StravaActivity {
  const start = typeof body.start_date === 'string' ? Date.parse(body.start_date) : NaN;
  if ((typeof body.id !== 'number' && typeof body.id !== 'string') || !Number.isFinite(start))
    throw new StravaHttpError(502, 'Strava activity answer without an id or start date');
  const athlete = body.athlete as { id?: unknown } | undefined;
  return {
    id: String(body.id),
    athleteId: athlete?.id === undefined ? '' : String(athlete.id),
    name: typeof body.name === 'string' ? body.name.slice(0, 200) : null,
    sportType:
      typeof body.sport_type === 'string' ? body.sport_type : typeof body.type === 'string' ? body.type : 'Workout',
    startDate: new Date(start).toISOString(),
    elapsedTime: num(body.elapsed_time) ?? 0,
    movingTime: num(body.moving_time),
    distance: num(body.distance),
    totalElevationGain: num(body.total_elevation_gain),
    averageHeartrate: num(body.average_heartrate),
    maxHeartrate: num(body.max_heartrate),
    averageWatts: num(body.average_watts),
    weightedAverageWatts: num(body.weighted_average_watts),
    deviceWatts: body.device_watts === true,
    trainer: body.trainer === true,
    manual: body.manual === true,
    private: body.private === true,
  };
}

function toTokens(body: Record<string, unknown>): StravaTokens {
  if (
    typeof body.access_token !== 'string' ||
    typeof body.refresh_token !== 'string' ||
    typeof body.expires_at !== 'number'
  )
    throw new StravaHttpError(502, 'Strava token answer without tokens');
  return { accessToken: body.access_token, refreshToken: body.refresh_token, accessExpiresAt: body.expires_at };
}

/** The one Strava client: the same code talks to Strava and to the local stack's fake Strava. */
export function createStravaClient(config: StravaConfig): StravaClient {
  const auth = config.authUrl.replace(/\/+$/, '');
  const api = config.apiUrl.replace(/\/+$/, '');
  const now = config.now ?? (() => Math.floor(Date.now() / 1000));
  let lastRateLimit: RateLimitState | null = null;

  async function send(url: string, init: RequestInit, what: string): Promise<Response> {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    lastRateLimit = readRateLimit(res.headers, now()) ?? lastRateLimit;
    if (res.ok) return res;
    const text = await res.text().catch(() => '');
    const retryAt = res.status === 429 ? Math.max(resumeAt(readRateLimit(res.headers, now()), now()), now() + 1) : null;
    throw new StravaHttpError(
      res.status,
      `Strava ${what} answered ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
      retryAt,
    );
  }
  const form = (params: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(params),
  });
  const bearer = (accessToken: string): RequestInit => ({
    method: 'GET',
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  const app = { client_id: config.clientId, client_secret: config.clientSecret };

  return {
    authorizeUrl({ state, redirectUri }) {
      const query = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        approval_prompt: 'auto',
        scope: STRAVA_SCOPES.join(','),
        state,
      });
      return `${auth}/authorize?${query.toString()}`;
    },
    async exchangeCode(code) {
      const body = (await (
        await send(`${auth}/token`, form({ ...app, code, grant_type: 'authorization_code' }), 'token endpoint')
      ).json()) as Record<string, unknown>;
      const athlete = (body.athlete ?? {}) as { id?: unknown; firstname?: unknown; lastname?: unknown };
      if (athlete.id === undefined || athlete.id === null)
        throw new StravaHttpError(502, 'Strava token answer without the athlete');
      const name = [athlete.firstname, athlete.lastname]
        .filter((p): p is string => typeof p === 'string' && p.length > 0)
        .join(' ');
      return { tokens: toTokens(body), athlete: { id: String(athlete.id), name: name.slice(0, 120) } };
    },
    async refresh(refreshToken) {
      return toTokens(
        (await (
          await send(
            `${auth}/token`,
            form({ ...app, grant_type: 'refresh_token', refresh_token: refreshToken }),
            'token refresh',
          )
        ).json()) as Record<string, unknown>,
      );
    },
    async activity(accessToken, activityId) {
      return toStravaActivity(
        (await (
          await send(`${api}/activities/${encodeURIComponent(activityId)}`, bearer(accessToken), 'activity')
        ).json()) as Record<string, unknown>,
      );
    },
    async athleteActivities(accessToken, { after, page, perPage }) {
      const query = new URLSearchParams({ after: String(after), page: String(page), per_page: String(perPage) });
      const body = await (
        await send(`${api}/athlete/activities?${query.toString()}`, bearer(accessToken), 'athlete activities')
      ).json();
      return Array.isArray(body) ? body.map((a) => toStravaActivity(a as Record<string, unknown>)) : [];
    },
    async deauthorize(accessToken) {
      await send(`${auth}/deauthorize`, form({ access_token: accessToken }), 'deauthorize');
    },
    async listSubscriptions() {
      const body = await (
        await send(
          `${api}/push_subscriptions?${new URLSearchParams(app).toString()}`,
          { method: 'GET', headers: { accept: 'application/json' } },
          'subscriptions',
        )
      ).json();
      return Array.isArray(body)
        ? body.map((s: { id?: unknown; callback_url?: unknown }) => ({
            id: String(s.id),
            callbackUrl: String(s.callback_url ?? ''),
          }))
        : [];
    },
    async createSubscription(callbackUrl, verifyToken) {
      const body = (await (
        await send(
          `${api}/push_subscriptions`,
          form({ ...app, callback_url: callbackUrl, verify_token: verifyToken }),
          'subscription create',
        )
      ).json()) as { id?: unknown };
      return { id: String(body.id), callbackUrl };
    },
    async deleteSubscription(id) {
      await send(
        `${api}/push_subscriptions/${encodeURIComponent(id)}?${new URLSearchParams(app).toString()}`,
        { method: 'DELETE' },
        'subscription delete',
      );
    },
    rateLimit: () => lastRateLimit,
  };
}
