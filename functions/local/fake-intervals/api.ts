import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../sandbox-routes';
import { sendJson } from '../fake-garmin/http';
import { fakeIntervalsState, type FakeAthlete, type FakeEvent, type FakeIntervalsState } from './state';

const CATEGORIES = new Set([
  'WORKOUT',
  'NOTE',
  'RACE_A',
  'RACE_B',
  'RACE_C',
  'TARGET',
  'HOLIDAY',
  'SICK',
  'INJURED',
  'SET_EFTP',
  'FITNESS_DAYS',
  'SEASON_START',
  'SET_FITNESS',
]);
const FILE_TYPES = /\.(fit|zwo|mrc|erg)$/i;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_CALLS_KEPT = 500;

/** HTTP Basic with the literal user name API_KEY and the athlete's key as the password. */
function keyOf(req: IncomingMessage): string | null {
  const match = /^Basic (.+)$/.exec(String(req.headers.authorization ?? ''));
  if (!match) return null;
  const [user, ...rest] = Buffer.from(match[1]!, 'base64').toString('utf8').split(':');
  return user === 'API_KEY' && rest.length > 0 ? rest.join(':') : null;
}

/** What intervals.icu checks of an event: the category, a local date-time, and a workout file of a known type. */
function invalidEvent(event: Record<string, unknown>): string | null {
  if (!CATEGORIES.has(String(event.category))) return `Invalid category ${String(event.category)}`;
  if (!LOCAL_DATE_TIME.test(String(event.start_date_local))) return 'start_date_local must be yyyy-MM-ddTHH:mm:ss';
  if (event.file_contents_base64 !== undefined) {
    if (typeof event.filename !== 'string' || !FILE_TYPES.test(event.filename))
      return 'filename must end with .fit, .zwo, .mrc or .erg';
    const bytes = Buffer.from(String(event.file_contents_base64), 'base64');
    if (/\.fit$/i.test(event.filename) && (bytes.length < 14 || bytes.subarray(8, 12).toString('latin1') !== '.FIT'))
      return 'The file is not a FIT file';
  }
  return null;
}

function toEvent(body: Record<string, unknown>, id: number, now: string): FakeEvent {
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : null);
  return {
    id,
    category: String(body.category),
    start_date_local: String(body.start_date_local),
    name: text('name') ?? text('filename')?.replace(FILE_TYPES, '') ?? 'Workout',
    description: text('description') ?? '',
    type: text('type') ?? 'Other',
    external_id: text('external_id'),
    filename: text('filename'),
    file_contents_base64: text('file_contents_base64'),
    updated: now,
  };
}

function route(
  req: IncomingMessage,
  path: string,
  athlete: FakeAthlete,
  body: unknown,
  state: FakeIntervalsState,
): { status: number; body: unknown } {
  const query = new URL(req.url ?? '/', 'http://fake').searchParams;
  const key = `${req.method} ${path}`;
  if (key === 'GET ') return { status: 200, body: { id: athlete.id, name: athlete.name } };
  if (key === 'POST /events/bulk') {
    if (!Array.isArray(body)) return { status: 422, body: { status: 422, error: 'Expected a list of events' } };
    for (const event of body as Record<string, unknown>[]) {
      const problem = invalidEvent(event ?? {});
      if (problem) return { status: 422, body: { status: 422, error: problem } };
    }
    const upsert = query.get('upsert') === 'true';
    const now = new Date().toISOString();
    const saved = (body as Record<string, unknown>[]).map((event) => {
      const existing =
        upsert && typeof event.external_id === 'string'
          ? athlete.events.find((e) => e.external_id === event.external_id)
          : undefined;
      const next = toEvent(event, existing?.id ?? ++state.seq, now);
      if (existing) Object.assign(existing, next);
      else athlete.events.push(next);
      return next;
    });
    return { status: 200, body: saved };
  }
  if (key === 'PUT /events/bulk-delete') {
    if (!Array.isArray(body))
      return { status: 422, body: { status: 422, error: 'Expected a list of {id} or {external_id}' } };
    const doomed = body as Array<{ id?: unknown; external_id?: unknown }>;
    const before = athlete.events.length;
    athlete.events = athlete.events.filter(
      (e) =>
        !doomed.some(
          (d) =>
            (d.id !== undefined && Number(d.id) === e.id) ||
            (typeof d.external_id === 'string' && d.external_id === e.external_id),
        ),
    );
    return { status: 200, body: { eventsDeleted: before - athlete.events.length } };
  }
  const within = (day: string) => {
    const oldest = query.get('oldest');
    const newest = query.get('newest');
    return (!oldest || day >= oldest.slice(0, 10)) && (!newest || day <= newest.slice(0, 10));
  };
  if (key === 'GET /events')
    return { status: 200, body: athlete.events.filter((e) => within(e.start_date_local.slice(0, 10))) };
  if (key === 'GET /activities') {
    const oldest = query.get('oldest');
    if (!oldest || !DAY.test(oldest.slice(0, 10)))
      return { status: 422, body: { status: 422, error: 'oldest is required (yyyy-MM-dd)' } };
    const list = athlete.activities
      .filter((a) => within(a.start_date_local.slice(0, 10)))
      .sort((a, b) => b.start_date_local.localeCompare(a.start_date_local));
    return { status: 200, body: list };
  }
  return { status: 404, body: { status: 404, error: `No route ${key}` } };
}

/** intervals.icu's API as our client calls it: the athlete, events (bulk upsert, bulk delete, list) and activities. */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  context: SandboxContext,
  path: string,
): Promise<void> {
  const store = fakeIntervalsState(context.dataDir);
  const match = /^\/athlete\/([^/]+)(\/.*)?$/.exec(path);
  const athleteId = match ? decodeURIComponent(match[1]!) : null;
  const answer = store.update((state) => {
    const result = ((): { status: number; body: unknown } => {
      if (state.rateLimitedCalls > 0) {
        state.rateLimitedCalls -= 1;
        return { status: 429, body: { status: 429, error: 'Too many requests' } };
      }
      const apiKey = keyOf(req);
      const owner = apiKey ? Object.values(state.athletes).find((a) => a.apiKey === apiKey) : undefined;
      if (!owner) return { status: 401, body: { status: 401, error: 'Unauthorized' } };
      if (!match) return { status: 404, body: { status: 404, error: 'Not found' } };
      if (owner.id !== athleteId) return { status: 403, body: { status: 403, error: 'Access denied' } };
      let body: unknown = null;
      try {
        body = context.body.length ? JSON.parse(context.body.toString('utf8')) : null;
      } catch {
        return { status: 400, body: { status: 400, error: 'Invalid JSON' } };
      }
      return route(req, match[2] ?? '', owner, body, state);
    })();
    state.calls = [...state.calls, { method: String(req.method), path, athleteId, status: result.status }].slice(
      -MAX_CALLS_KEPT,
    );
    return result;
  });
  sendJson(res, answer.status, answer.body);
}
