/** intervals.icu answered with this HTTP status (401/403 key, 404 athlete, 422 payload, 429 rate limit, 5xx down). */
export class IntervalsHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'IntervalsHttpError';
  }
}

/** An athlete's personal access: their athlete id (e.g. i12345) and the API key from intervals.icu Settings. */
export interface IntervalsCredentials {
  athleteId: string;
  apiKey: string;
}

/** A planned workout as a calendar event (POST /api/v1/athlete/{id}/events/bulk?upsert=true). */
export interface IntervalsEvent {
  category: 'WORKOUT';
  /** Local date-time without zone: `YYYY-MM-DDT00:00:00`. */
  start_date_local: string;
  name: string;
  description: string;
  /** Ride | Run | Swim. */
  type: string;
  /** Our workout id: the upsert key (matched only against events our key created). */
  external_id: string;
  filename: string;
  file_contents_base64: string;
}

/** The fields of an intervals.icu activity we read (GET /api/v1/athlete/{id}/activities). */
export interface IntervalsActivity {
  id?: unknown;
  start_date?: unknown;
  start_date_local?: unknown;
  type?: unknown;
  name?: unknown;
  moving_time?: unknown;
  elapsed_time?: unknown;
  distance?: unknown;
  total_elevation_gain?: unknown;
  average_heartrate?: unknown;
  max_heartrate?: unknown;
  icu_average_watts?: unknown;
  icu_weighted_avg_watts?: unknown;
}

/** intervals.icu's REST API with a personal API key (HTTP Basic, user `API_KEY`). */
export interface IntervalsClient {
  /** The athlete's profile: one call that proves the id and key belong together. */
  athlete(credentials: IntervalsCredentials): Promise<{ id: string; name: string | null }>;
  upsertEvents(credentials: IntervalsCredentials, events: IntervalsEvent[]): Promise<void>;
  /** Deletes events our key created, by their external ids. */
  deleteEvents(credentials: IntervalsCredentials, externalIds: string[]): Promise<void>;
  /** Activities whose local start day is within [oldest, newest] (YYYY-MM-DD). */
  activities(credentials: IntervalsCredentials, oldest: string, newest: string): Promise<IntervalsActivity[]>;
}
