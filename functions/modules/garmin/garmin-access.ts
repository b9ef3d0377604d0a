import type { GarminClient, GarminTokens } from '../../providers/garmin/port';
import { GarminHttpError } from '../../providers/garmin/port';
import type { Clock } from '../../lib/clock';
import type { ConnectionRepository, GarminConnection } from './connection-repository';
import { openTokens, sealTokens, type TokenCipher } from './token-cipher';

/** Refresh a minute before Garmin would say the access token expired. */
const EARLY_REFRESH_SECONDS = 60;

/**
 * Calls Garmin as an athlete: with a fresh access token (refreshed before expiry; the rotated refresh token is stored
 * over the one it replaced), and once more after a refresh when Garmin answers 401.
 */
export function createGarminAccess(deps: {
  client: GarminClient;
  connections: ConnectionRepository;
  cipher: () => Promise<TokenCipher>;
  clock: Clock;
}) {
  const { client, connections, cipher, clock } = deps;

  async function refreshed(connection: GarminConnection, tokens: GarminTokens): Promise<GarminTokens> {
    const next = await client.refresh(tokens.refreshToken);
    const sealed = await sealTokens(await cipher(), next);
    if (await connections.replaceTokens(connection.userId, connection.tokens, sealed)) {
      connection.tokens = sealed;
      return next;
    }
    // Another request refreshed first: its tokens are the live ones.
    const current = await connections.get(connection.userId);
    if (!current) throw new GarminHttpError(401, 'The Garmin connection is gone');
    connection.tokens = current.tokens;
    return openTokens(await cipher(), current.tokens);
  }

  return {
    async withToken<T>(connection: GarminConnection, call: (accessToken: string) => Promise<T>): Promise<T> {
      let tokens = await openTokens(await cipher(), connection.tokens);
      if (tokens.accessExpiresAt - EARLY_REFRESH_SECONDS <= Math.floor(clock().getTime() / 1000))
        tokens = await refreshed(connection, tokens);
      try {
        return await call(tokens.accessToken);
      } catch (error) {
        if (!(error instanceof GarminHttpError) || error.status !== 401) throw error;
        return call((await refreshed(connection, tokens)).accessToken);
      }
    },
  };
}

export type GarminAccess = ReturnType<typeof createGarminAccess>;
