import type { GarminWorkoutPayload } from './workout-converter';

export interface GarminTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch seconds. */
  accessExpiresAt: number;
  refreshExpiresAt: number;
}

/** Garmin answered with this HTTP status (401 token, 412 permission, 429 quota, 5xx down). */
export class GarminHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GarminHttpError';
  }
}

/** Garmin Connect: OAuth 2.0 PKCE, the user endpoints, the Training API V2 and activity backfill. */
export interface GarminClient {
  authorizeUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<GarminTokens>;
  refresh(refreshToken: string): Promise<GarminTokens>;
  userId(accessToken: string): Promise<string>;
  permissions(accessToken: string): Promise<string[]>;
  createWorkout(accessToken: string, workout: GarminWorkoutPayload): Promise<string>;
  deleteWorkout(accessToken: string, workoutId: string): Promise<void>;
  createSchedule(accessToken: string, workoutId: string, date: string): Promise<string>;
  deleteSchedule(accessToken: string, scheduleId: string): Promise<void>;
  deleteRegistration(accessToken: string): Promise<void>;
  requestActivityBackfill(accessToken: string, fromEpochSeconds: number, toEpochSeconds: number): Promise<void>;
}
