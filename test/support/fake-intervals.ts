import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeIntervalsState } from '../../functions/local/fake-intervals/state';

const base = () => process.env.INTERVALS_API_URL!;

/** The fake intervals.icu's state as it stands (what it received). */
export function fakeIntervals(): FakeIntervalsState {
  return JSON.parse(
    readFileSync(join(process.env.FAKE_PROVIDERS_DATA_DIR!, 'fake-intervals/state.json'), 'utf8'),
  ) as FakeIntervalsState;
}

const post = (path: string, form: Record<string, string> = {}) =>
  fetch(`${base()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });

/** Creates an athlete on the fake's calendar page, as a person would; answers its id and API key. */
export async function fakeAthlete(): Promise<{ athleteId: string; apiKey: string }> {
  const res = await post('/calendar/athletes');
  return { athleteId: res.headers.get('x-athlete-id')!, apiKey: res.headers.get('x-api-key')! };
}

/** The fake answers 429 to the next `calls` API calls. */
export const rateLimit = (calls: number) => post('/calendar/rate-limit', { calls: String(calls) });

/** Records a planned event as done (the calendar page's button). */
export const recordEvent = (athleteId: string, eventId: number, minutes: number) =>
  post(`/calendar/record/${athleteId}/${eventId}`, { minutes: String(minutes) });

export const eventsOf = (athleteId: string) => fakeIntervals().athletes[athleteId]!.events;
export const callsTo = (athleteId: string) => fakeIntervals().calls.filter((c) => c.athleteId === athleteId);
