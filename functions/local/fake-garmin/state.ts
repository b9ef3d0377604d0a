import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface FakeGarminState {
  seq: number;
  codes: Record<
    string,
    { garminUserId: string; challenge: string; redirectUri: string; expiresAt: number; used: boolean }
  >;
  accessTokens: Record<string, { garminUserId: string; expiresAt: number }>;
  refreshTokens: Record<string, { garminUserId: string; expiresAt: number; used: boolean }>;
  users: Record<string, { permissions: string[]; registered: boolean }>;
  workouts: Record<string, { garminUserId: string; payload: Record<string, unknown> }>;
  schedules: Record<string, { garminUserId: string; workoutId: string; date: string; completed: boolean }>;
  /** Every activity the watch recorded (what a backfill sends again). */
  activities?: Array<Record<string, unknown> & { userId: string; startTimeInSeconds: number }>;
  /** How many more Training API calls answer 429, as Garmin does over its quota. */
  busyCalls?: number;
}

const empty = (): FakeGarminState => ({
  seq: 1000,
  codes: {},
  accessTokens: {},
  refreshTokens: {},
  users: {},
  workouts: {},
  schedules: {},
});

/** The fake Garmin's memory: one JSON file under DATA_DIR, so a restarted stack keeps the watch's calendar. */
export function fakeGarminState(dataDir: string) {
  const dir = join(dataDir, 'fake-garmin');
  const file = join(dir, 'state.json');
  return {
    read(): FakeGarminState {
      try {
        return { ...empty(), ...(JSON.parse(readFileSync(file, 'utf8')) as FakeGarminState) };
      } catch {
        return empty();
      }
    },
    write(state: FakeGarminState): void {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, JSON.stringify(state, null, 2));
    },
    /** Read, change, write back; what `change` returns is handed on. */
    update<T>(change: (state: FakeGarminState) => T): T {
      const state = this.read();
      const result = change(state);
      this.write(state);
      return result;
    },
  };
}
