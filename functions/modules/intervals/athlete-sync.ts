import type { Clock } from '../../lib/clock';
import { logger } from '../../lib/logger';
import { IntervalsHttpError } from '../../providers/intervals/port';
import type { TokenCipher } from '../garmin/token-cipher';
import type { CalendarSync } from './calendar-sync';
import type { IntervalsConnection, IntervalsConnectionRepository } from './connection-repository';

/** 429 backoff: 1, 2, 4 ... minutes, at most an hour. */
const MAX_BACKOFF_MINUTES = 60;
export const KEY_REJECTED =
  'intervals.icu no longer accepts the API key. Connect again with a new key from intervals.icu > Settings > Developer settings.';
export const INTERVALS_BUSY =
  'intervals.icu asked us to slow down (or did not answer); the sync tries again in a few minutes.';

export function isKeyRejected(error: unknown): boolean {
  return error instanceof IntervalsHttpError && (error.status === 401 || error.status === 403);
}

/** intervals.icu's "come back later" answers: its rate limit, an outage, no answer. */
export function isBusy(error: unknown): boolean {
  if (error instanceof IntervalsHttpError) return error.status === 429 || error.status >= 500;
  return (
    error instanceof TypeError || (error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError'
  );
}

export interface AthleteSyncDeps {
  connections: IntervalsConnectionRepository;
  calendar: CalendarSync;
  cipher: () => Promise<TokenCipher>;
  clock: Clock;
  /** How often activities are read per athlete (the events go out on every run they changed). */
  pollEverySeconds: number;
}

export type SyncOutcome = 'synced' | 'skipped' | 'busy' | 'key-rejected' | 'failed';

/** One athlete's sync: events out (when changed), activities in (when due); the outcome is written on the connection. */
export function createAthleteSync(deps: AthleteSyncDeps) {
  const { connections, clock } = deps;
  return {
    async run(connection: IntervalsConnection, options: { pull?: 'due' | 'now' } = {}): Promise<SyncOutcome> {
      const now = clock();
      const at = now.toISOString();
      if (connection.keyRejected || (connection.backoffUntil && connection.backoffUntil > at)) {
        await connections.update(connection, { checkedAt: at });
        return 'skipped';
      }
      try {
        const credentials = {
          athleteId: connection.athleteId,
          apiKey: await (await deps.cipher()).openText(connection.apiKeySecret),
        };
        const pushed = await deps.calendar.pushEvents(connection, credentials);
        // What went out is written before the read: a failed read does not send the same events again.
        await connections.update(connection, { sentEvents: pushed.sentEvents });
        const pull = options.pull === 'now' || connection.nextPollAt <= at;
        if (pull) await deps.calendar.pullActivities(connection, credentials);
        await connections.update(connection, {
          checkedAt: at,
          backoffUntil: null,
          backoffAttempts: 0,
          lastError: null,
          ...(pull
            ? { lastSyncAt: at, nextPollAt: new Date(now.getTime() + deps.pollEverySeconds * 1000).toISOString() }
            : {}),
        });
        return 'synced';
      } catch (error) {
        if (isKeyRejected(error)) {
          await connections.update(connection, { checkedAt: at, keyRejected: true, lastError: KEY_REJECTED });
          return 'key-rejected';
        }
        const attempts = (connection.backoffAttempts ?? 0) + 1;
        const minutes = Math.min(MAX_BACKOFF_MINUTES, 2 ** (attempts - 1));
        const busy = isBusy(error);
        logger.warn('intervals.icu sync failed; it will be retried', {
          status: (error as { status?: number }).status ?? null,
          attempts,
          busy,
          error: (error as Error).message,
        });
        await connections.update(connection, {
          checkedAt: at,
          backoffAttempts: attempts,
          backoffUntil: new Date(now.getTime() + minutes * 60_000).toISOString(),
          lastError: busy
            ? INTERVALS_BUSY
            : 'The last sync with intervals.icu failed; it is tried again in a few minutes.',
        });
        return busy ? 'busy' : 'failed';
      }
    },
  };
}

export type AthleteSync = ReturnType<typeof createAthleteSync>;
