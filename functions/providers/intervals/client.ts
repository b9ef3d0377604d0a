import { IntervalsHttpError, type IntervalsClient, type IntervalsCredentials } from './port';

export interface IntervalsConfig {
  /** The host (https://intervals.icu); paths start with /api/v1. */
  apiUrl: string;
}

const TIMEOUT_MS = 10_000;

async function check(res: Response, what: string): Promise<Response> {
  if (res.ok) return res;
  const text = await res.text().catch(() => '');
  throw new IntervalsHttpError(
    res.status,
    `intervals.icu ${what} answered ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
  );
}

/** The one intervals.icu client: the same code talks to intervals.icu and to the local stack's fake. */
export function createIntervalsClient(config: IntervalsConfig): IntervalsClient {
  const api = config.apiUrl.replace(/\/+$/, '');
  const call = (credentials: IntervalsCredentials, method: string, path: string, body?: unknown) =>
    fetch(`${api}/api/v1/athlete/${encodeURIComponent(credentials.athleteId)}${path}`, {
      method,
      headers: {
        // intervals.icu's personal keys: HTTP Basic with the literal user name API_KEY and the key as password.
        authorization: `Basic ${Buffer.from(`API_KEY:${credentials.apiKey}`).toString('base64')}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });

  return {
    async athlete(credentials) {
      const body = (await (await check(await call(credentials, 'GET', ''), 'athlete')).json()) as {
        id?: unknown;
        name?: unknown;
      };
      if (body.id === undefined || body.id === null)
        throw new IntervalsHttpError(502, 'intervals.icu athlete answer without an id');
      return { id: String(body.id), name: typeof body.name === 'string' ? body.name : null };
    },
    async upsertEvents(credentials, events) {
      if (events.length === 0) return;
      await check(await call(credentials, 'POST', '/events/bulk?upsert=true', events), 'events upsert');
    },
    async deleteEvents(credentials, externalIds) {
      if (externalIds.length === 0) return;
      await check(
        await call(
          credentials,
          'PUT',
          '/events/bulk-delete',
          externalIds.map((external_id) => ({ external_id })),
        ),
        'events delete',
      );
    },
    async activities(credentials, oldest, newest) {
      const query = new URLSearchParams({ oldest, newest });
      const body = await (
        await check(await call(credentials, 'GET', `/activities?${query.toString()}`), 'activities')
      ).json();
      return Array.isArray(body) ? body : [];
    },
  };
}
