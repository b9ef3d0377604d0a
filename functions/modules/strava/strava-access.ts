import type { Clock } from '../../lib/clock';
import { StravaHttpError, type StravaClient, type StravaTokens } from '../../providers/strava/port';
import type { TokenCipher } from '../garmin/token-cipher';
import type { StravaConnection, StravaConnectionRepository } from './connection-repository';

/** Refresh a minute before Strava would say the access token expired. */
const EARLY_REFRESH_SECONDS = 60;

export const sealStravaTokens = (cipher: TokenCipher, tokens: StravaTokens) => cipher.sealText(JSON.stringify(tokens));
export const openStravaTokens = async (cipher: TokenCipher, sealed: string): Promise<StravaTokens> =>
  JSON.parse(await cipher.openText(sealed)) as StravaTokens;

/**
 * Calls Strava as an athlete: with a fresh access token (refreshed before expiry; Strava may rotate the refresh
 * token, so the new pair is stored over the one it replaced in one conditional write), and once more after a
 * refresh when Strava answers 401.
 */
export function createStravaAccess(deps: {
  client: () => StravaClient;
  connections: StravaConnectionRepository;
  cipher: () => Promise<TokenCipher>;
  clock: Clock;
}) {
  const { connections, cipher, clock } = deps;

  async function refreshed(connection: StravaConnection, tokens: StravaTokens): Promise<StravaTokens> {
    const next = await deps.client().refresh(tokens.refreshToken);
    const sealed = await sealStravaTokens(await cipher(), next);
    if (await connections.replaceTokens(connection.userId, connection.tokens, sealed)) {
      connection.tokens = sealed;
      return next;
    }
    // Another call refreshed first: its tokens are the live ones (ours were made from a refresh token now stale).
    const current = await connections.get(connection.userId);
    if (!current) throw new StravaHttpError(401, 'The Strava connection is gone');
    connection.tokens = current.tokens;
    return openStravaTokens(await cipher(), current.tokens);
  }

  return {
    async withToken<T>(connection: StravaConnection, call: (accessToken: string) => Promise<T>): Promise<T> {
      let tokens = await openStravaTokens(await cipher(), connection.tokens);
      if (tokens.accessExpiresAt - EARLY_REFRESH_SECONDS <= Math.floor(clock().getTime() / 1000))
        tokens = await refreshed(connection, tokens);
      try {
        return await call(tokens.accessToken);
      } catch (error) {
        if (!(error instanceof StravaHttpError) || error.status !== 401) throw error;
        return call((await refreshed(connection, tokens)).accessToken);
      }
    },
  };
}

export type StravaAccess = ReturnType<typeof createStravaAccess>;
