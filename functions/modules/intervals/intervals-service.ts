import type { IntervalsStatusView } from '@shared/schemas/intervals';
import type { Clock } from '../../lib/clock';
import { badRequest, tooManyRequests } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { IntervalsHttpError, type IntervalsClient } from '../../providers/intervals/port';
import type { TokenCipher } from '../garmin/token-cipher';
import { isBusy, type AthleteSync } from './athlete-sync';
import type { IntervalsConnection, IntervalsConnectionRepository } from './connection-repository';

export const KEY_REFUSED =
  'intervals.icu did not accept this athlete id and API key. Copy both from intervals.icu > Settings > Developer settings and try again.';
export const CONNECT_BUSY = 'intervals.icu is busy right now. Try connecting again in a minute.';

/** intervals.icu's athlete ids are i<digits>; people often copy the digits alone. */
export function normalizeAthleteId(raw: string): string {
  const id = raw.trim();
  return /^\d+$/.test(id) ? `i${id}` : id;
}

export interface IntervalsServiceDeps {
  client: () => IntervalsClient;
  connections: IntervalsConnectionRepository;
  cipher: () => Promise<TokenCipher>;
  sync: () => AthleteSync;
  calendarUrl: string | null;
  clock: Clock;
}

/** Connecting intervals.icu with the athlete's id and personal API key, its status, and disconnecting it. */
export function createIntervalsService(deps: IntervalsServiceDeps) {
  const { connections, clock } = deps;
  return {
    /** One call proves the id and key together; then the key is sealed, the two weeks sent and 30 days read. */
    async connect(userId: string, input: { athleteId: string; apiKey: string }): Promise<IntervalsStatusView> {
      const credentials = { athleteId: normalizeAthleteId(input.athleteId), apiKey: input.apiKey.trim() };
      // Without a way to seal the key (a server not set up yet) nothing is asked of intervals.icu: a 503 at once.
      const cipher = await deps.cipher();
      try {
        await deps.client().athlete(credentials);
      } catch (error) {
        if (error instanceof IntervalsHttpError && [401, 403, 404, 422].includes(error.status))
          throw badRequest(KEY_REFUSED);
        if (isBusy(error)) throw tooManyRequests(CONNECT_BUSY);
        throw error;
      }
      const now = clock().toISOString();
      const connection: IntervalsConnection = {
        userId,
        athleteId: credentials.athleteId,
        apiKeySecret: await cipher.sealText(credentials.apiKey),
        connectedAt: now,
        lastSyncAt: null,
        sentEvents: {},
        nextPollAt: now,
        backoffUntil: null,
        backoffAttempts: 0,
        keyRejected: false,
        lastError: null,
        checkedAt: now,
      };
      await connections.put(connection);
      // The first sync runs now; whatever it cannot do (intervals.icu busy) the job does within a minute.
      await deps
        .sync()
        .run(connection, { pull: 'now' })
        .catch((error: Error) => logger.warn('The first intervals.icu sync failed', { error: error.message }));
      return this.status(userId);
    },

    async status(userId: string): Promise<IntervalsStatusView> {
      const connection = await connections.get(userId);
      return {
        connected: Boolean(connection),
        athleteId: connection?.athleteId ?? null,
        connectedAt: connection?.connectedAt ?? null,
        lastSyncAt: connection?.lastSyncAt ?? null,
        plannedOnCalendar: connection ? Object.keys(connection.sentEvents ?? {}).length : 0,
        problem: connection?.lastError ?? null,
        calendarUrl: deps.calendarUrl,
      };
    },

    /** The key goes at once; the events already on the intervals.icu calendar stay there (they are the athlete's). */
    async disconnect(userId: string): Promise<void> {
      await connections.remove(userId);
    },
  };
}

export type IntervalsService = ReturnType<typeof createIntervalsService>;
