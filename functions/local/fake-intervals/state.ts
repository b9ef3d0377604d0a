import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface FakeEvent {
  id: number;
  category: string;
  start_date_local: string;
  name: string;
  description: string;
  type: string;
  external_id: string | null;
  filename: string | null;
  file_contents_base64: string | null;
  updated: string;
}

export interface FakeActivity {
  id: string;
  start_date: string;
  start_date_local: string;
  type: string;
  name: string;
  moving_time: number;
  elapsed_time: number;
  distance: number | null;
  average_heartrate: number | null;
  max_heartrate: number | null;
  /** The planned event it was recorded for (the calendar page's button), if any. */
  paired_event_id: number | null;
}

export interface FakeAthlete {
  id: string;
  name: string;
  apiKey: string;
  events: FakeEvent[];
  activities: FakeActivity[];
}

export interface FakeIntervalsState {
  seq: number;
  athletes: Record<string, FakeAthlete>;
  /** The 429 switch: this many API calls answer 429 before the fake serves again. */
  rateLimitedCalls: number;
  /** Every API call (method, path, athlete, status), newest last: what the tests read. */
  calls: Array<{ method: string; path: string; athleteId: string | null; status: number }>;
}

const empty = (): FakeIntervalsState => ({ seq: 1000, athletes: {}, rateLimitedCalls: 0, calls: [] });

/** The fake intervals.icu's state: a JSON file under DATA_DIR, so a restarted stack keeps its calendar. */
export function fakeIntervalsState(dataDir: string) {
  const dir = join(dataDir, 'fake-intervals');
  const file = join(dir, 'state.json');
  return {
    read(): FakeIntervalsState {
      try {
        return { ...empty(), ...(JSON.parse(readFileSync(file, 'utf8')) as FakeIntervalsState) };
      } catch {
        return empty();
      }
    },
    /** Read, change, write back; what `change` returns is handed on. */
    update<T>(change: (state: FakeIntervalsState) => T): T {
      const state = this.read();
      const result = change(state);
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, JSON.stringify(state, null, 2));
      return result;
    },
  };
}
