import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface FakeStravaActivity {
  id: number;
  athleteId: string;
  name: string;
  sport_type: string;
  start_date: string;
  elapsed_time: number;
  moving_time: number;
  distance: number;
  total_elevation_gain: number;
  average_heartrate?: number;
  max_heartrate?: number;
  average_watts?: number;
  weighted_average_watts?: number;
  device_watts: boolean;
  trainer: boolean;
  manual: boolean;
  private: boolean;
}

export interface FakeStravaState {
  seq: number;
  codes: Record<string, { athleteId: string; scopes: string[]; expiresAt: number; used: boolean }>;
  accessTokens: Record<string, { athleteId: string; scopes: string[]; expiresAt: number }>;
  refreshTokens: Record<string, { athleteId: string; scopes: string[]; used: boolean }>;
  athletes: Record<string, { firstname: string; lastname: string; authorized: boolean }>;
  activities: Record<string, FakeStravaActivity>;
  subscription: { id: number; callbackUrl: string; verifyToken: string } | null;
  /** Requests counted per 15-minute window and per day, as Strava reports them in its headers. */
  usage: { window: number; day: number; short: number; daily: number; readShort: number; readDaily: number };
  /** Strava's default limits: 200 / 2,000 overall, 100 / 1,000 read. */
  limits: { short: number; daily: number; readShort: number; readDaily: number };
  /** The switch: how many more API calls answer 429, as over the limit. */
  busyCalls: number;
  /** Strava down: every call answers 503 while set. */
  down: boolean;
  /** Every deauthorization the app made (the tests read it). */
  deauthorized: string[];
}

const empty = (): FakeStravaState => ({
  seq: 7_000_000_000,
  codes: {},
  accessTokens: {},
  refreshTokens: {},
  athletes: {},
  activities: {},
  subscription: null,
  usage: { window: 0, day: 0, short: 0, daily: 0, readShort: 0, readDaily: 0 },
  limits: { short: 200, daily: 2000, readShort: 100, readDaily: 1000 },
  busyCalls: 0,
  down: false,
  deauthorized: [],
});

/** The fake Strava's memory: one JSON file under DATA_DIR, so a restarted stack keeps the athletes' activities. */
export function fakeStravaState(dataDir: string) {
  const dir = join(dataDir, 'fake-strava');
  const file = join(dir, 'state.json');
  return {
    file,
    read(): FakeStravaState {
      try {
        return { ...empty(), ...(JSON.parse(readFileSync(file, 'utf8')) as FakeStravaState) };
      } catch {
        return empty();
      }
    },
    write(state: FakeStravaState): void {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, JSON.stringify(state, null, 2));
    },
    update<T>(change: (state: FakeStravaState) => T): T {
      const state = this.read();
      const result = change(state);
      this.write(state);
      return result;
    },
  };
}
