import type { RateLimitState } from './rate-limit';

export interface StravaTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch seconds (Strava's `expires_at`). */
  accessExpiresAt: number;
}

export interface StravaAthlete {
  id: string;
  name: string;
}

/** The fields of Strava's DetailedActivity / SummaryActivity we read. */
export interface StravaActivity {
  id: string;
  athleteId: string;
  name: string | null;
  sportType: string;
  /** ISO 8601 (UTC). */
  startDate: string;
  elapsedTime: number;
  movingTime: number | null;
  distance: number | null;
  totalElevationGain: number | null;
  averageHeartrate: number | null;
  maxHeartrate: number | null;
  averageWatts: number | null;
  weightedAverageWatts: number | null;
  deviceWatts: boolean;
  trainer: boolean;
  manual: boolean;
  private: boolean;
}

export interface StravaSubscription {
  id: string;
  callbackUrl: string;
}

/** Strava answered with this HTTP status (401 token, 404 gone, 429 over the rate limit, 5xx down). */
export class StravaHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** On 429: the epoch second the limit that was hit resets (the next 15-minute window, or midnight UTC). */
    readonly retryAt: number | null = null,
  ) {
    super(message);
    this.name = 'StravaHttpError';
  }
}

/** Strava: OAuth 2.0 (authorization code, rotating refresh tokens), activities, deauthorization, push subscriptions. */
export interface StravaClient {
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(code: string): Promise<{ tokens: StravaTokens; athlete: StravaAthlete }>;
  refresh(refreshToken: string): Promise<StravaTokens>;
  activity(accessToken: string, activityId: string): Promise<StravaActivity>;
  /** One page of the athlete's activities started after `afterEpochSeconds`, oldest first. */
  athleteActivities(
    accessToken: string,
    input: { after: number; page: number; perPage: number },
  ): Promise<StravaActivity[]>;
  deauthorize(accessToken: string): Promise<void>;
  listSubscriptions(): Promise<StravaSubscription[]>;
  createSubscription(callbackUrl: string, verifyToken: string): Promise<StravaSubscription>;
  deleteSubscription(id: string): Promise<void>;
  /** What the last answer's rate-limit headers said (null before any answer carried them). */
  rateLimit(): RateLimitState | null;
}
