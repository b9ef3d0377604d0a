import { randomBytes, randomUUID } from 'node:crypto';
import type { GarminStatusView } from '@shared/schemas/garmin';
import { sha256 } from '../../lib/crypto';
import { logger } from '../../lib/logger';
import type { Clock } from '../../lib/clock';
import { pkceChallenge, pkceVerifier } from '../../providers/garmin/pkce';
import type { GarminClient } from '../../providers/garmin/port';
import type { UserRepository } from '../accounts/user-repository';
import { GarminAccountTakenError, type ConnectionRepository, type GarminConnection } from './connection-repository';
import type { GarminAccess } from './garmin-access';
import { sealTokens, type TokenCipher } from './token-cipher';
import { onboardingBefore } from '@shared/onboarding/steps';

export type CallbackFailure = 'denied' | 'expired' | 'invalid' | 'already-linked' | 'provider';
const BACKFILL_DAYS = 30;

export interface GarminServiceDeps {
  client: () => GarminClient;
  connections: ConnectionRepository;
  access: () => GarminAccess;
  cipher: () => Promise<TokenCipher>;
  users: Pick<UserRepository, 'findById' | 'advanceOnboarding'>;
  appUrl: string;
  calendarUrl: string | null;
  clock: Clock;
}

/** Connecting a Garmin account (OAuth 2.0 PKCE), its status, and disconnecting it. */
export function createGarminService(deps: GarminServiceDeps) {
  const { connections, clock } = deps;
  const base = deps.appUrl.replace(/\/+$/, '');
  // Garmin sends the athlete back to the app's /auth, which forwards the code to the callback route.
  const redirectUri = `${base}/auth`;
  const fail = (reason: CallbackFailure) => `/settings?garmin=error&reason=${reason}`;

  return {
    async connect(userId: string, sid: string, from: 'onboarding' | 'settings' | undefined): Promise<string> {
      const user = await deps.users.findById(userId);
      const returnTo = from ?? (user && onboardingBefore(user.onboardingStatus, 'fitness') ? 'onboarding' : 'settings');
      const state = randomBytes(32).toString('base64url');
      const verifier = pkceVerifier();
      await connections.putState(
        sha256(state),
        { userId, sidHash: sha256(sid), verifier: await (await deps.cipher()).sealText(verifier), returnTo },
        clock(),
      );
      return deps.client().authorizeUrl({ state, codeChallenge: pkceChallenge(verifier), redirectUri });
    },

    /** Where the athlete goes after Garmin sent them back: onboarding or settings, or settings with the reason. */
    async callback(
      userId: string,
      sid: string,
      query: { code?: string; state?: string; error?: string },
    ): Promise<string> {
      if (!query.state) return fail(query.error ? 'denied' : 'invalid');
      const state = await connections.takeState(sha256(query.state), clock());
      if (!state) return fail('expired');
      if (state.userId !== userId || state.sidHash !== sha256(sid)) return fail('invalid');
      if (query.error || !query.code) return fail('denied');
      const verifier = await (await deps.cipher()).openText(state.verifier);
      try {
        const tokens = await deps.client().exchangeCode({ code: query.code, codeVerifier: verifier, redirectUri });
        const garminUserId = await deps.client().userId(tokens.accessToken);
        const permissions = await deps
          .client()
          .permissions(tokens.accessToken)
          .catch(() => []);
        const connection: GarminConnection = {
          userId,
          garminUserId,
          tokens: await sealTokens(await deps.cipher(), tokens),
          permissions,
          connectedAt: clock().toISOString(),
          lastActivityAt: null,
        };
        await connections.connect(connection);
        const now = Math.floor(clock().getTime() / 1000);
        await deps
          .client()
          .requestActivityBackfill(tokens.accessToken, now - BACKFILL_DAYS * 86_400, now)
          .catch((error: Error) => logger.warn('Garmin backfill request failed', { error: error.message }));
      } catch (error) {
        if (error instanceof GarminAccountTakenError) return fail('already-linked');
        logger.warn('Garmin connect failed', { error: (error as Error).message });
        return fail('provider');
      }
      if (state.returnTo === 'onboarding') {
        await deps.users.advanceOnboarding(userId, 'watchChosen', clock().toISOString());
        return '/onboarding';
      }
      return '/settings?garmin=connected';
    },

    async status(userId: string): Promise<GarminStatusView> {
      const connection = await connections.get(userId);
      return {
        connected: Boolean(connection),
        connectedAt: connection?.connectedAt ?? null,
        lastActivityAt: connection?.lastActivityAt ?? null,
        permissions: connection?.permissions ?? [],
        missingWorkoutImport: Boolean(connection) && !connection!.permissions.includes('WORKOUT_IMPORT'),
        watchCalendarUrl: deps.calendarUrl,
      };
    },

    /** The local record goes now; telling Garmin is the deregistration job's (it retries while Garmin is down). */
    async disconnect(userId: string): Promise<void> {
      const connection = await connections.get(userId);
      if (!connection) return;
      await connections.disconnect(connection, {
        id: randomUUID(),
        createdAt: clock().toISOString(),
        userId,
        garminUserId: connection.garminUserId,
        tokens: connection.tokens,
        attempts: 0,
        lastError: null,
      });
    },
  };
}

export type GarminService = ReturnType<typeof createGarminService>;
