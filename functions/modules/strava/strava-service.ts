import { randomBytes } from 'node:crypto';
import type { StravaStatusView } from '@shared/schemas/strava';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';
import { logger } from '../../lib/logger';
import { STRAVA_SCOPES } from '../../providers/strava/client';
import type { StravaClient } from '../../providers/strava/port';
import type { UserRepository } from '../accounts/user-repository';
import type { TokenCipher } from '../garmin/token-cipher';
import {
  StravaAccountTakenError,
  type StravaConnection,
  type StravaConnectionRepository,
} from './connection-repository';
import { sealStravaTokens } from './strava-access';
import { newStravaTask } from './task-queue';
import { onboardingBefore } from '@shared/onboarding/steps';

export type StravaCallbackFailure = 'denied' | 'expired' | 'invalid' | 'already-linked' | 'provider';
export const BACKFILL_DAYS = 30;

export interface StravaServiceDeps {
  client: () => StravaClient;
  connections: StravaConnectionRepository;
  cipher: () => Promise<TokenCipher>;
  users: Pick<UserRepository, 'findById' | 'advanceOnboarding'>;
  appUrl: string;
  recordUrl: string | null;
  clock: Clock;
}

export const stravaRedirectUri = (appUrl: string) => `${appUrl.replace(/\/+$/, '')}/api/strava/callback`;
const missing = (scopes: readonly string[]) => STRAVA_SCOPES.filter((s) => !scopes.includes(s));

/** Connecting a Strava account (OAuth 2.0 authorization code), its status, and disconnecting it. */
export function createStravaService(deps: StravaServiceDeps) {
  const { connections, clock } = deps;
  const redirectUri = stravaRedirectUri(deps.appUrl);
  const fail = (reason: StravaCallbackFailure) => `/settings/watch?strava=error&reason=${reason}`;

  return {
    async connect(userId: string, sid: string, from: 'onboarding' | 'settings' | undefined): Promise<string> {
      const user = await deps.users.findById(userId);
      const returnTo = from ?? (user && onboardingBefore(user.onboardingStatus, 'fitness') ? 'onboarding' : 'settings');
      const state = randomBytes(32).toString('base64url');
      await connections.putState(sha256(state), { userId, sidHash: sha256(sid), returnTo }, clock());
      return deps.client().authorizeUrl({ state, redirectUri });
    },

    /** Where the athlete goes after Strava sent them back: onboarding or settings, or settings with the reason. */
    async callback(
      userId: string,
      sid: string,
      query: { code?: string; state?: string; scope?: string; error?: string },
    ): Promise<string> {
      if (!query.state) return fail(query.error ? 'denied' : 'invalid');
      const state = await connections.takeState(sha256(query.state), clock());
      if (!state) return fail('expired');
      if (state.userId !== userId || state.sidHash !== sha256(sid)) return fail('invalid');
      if (query.error || !query.code) return fail('denied');
      const scopes = (query.scope ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      try {
        const { tokens, athlete } = await deps.client().exchangeCode(query.code);
        const now = clock();
        const connection: StravaConnection = {
          userId,
          stravaAthleteId: athlete.id,
          athleteName: athlete.name,
          tokens: await sealStravaTokens(await deps.cipher(), tokens),
          scopes,
          connectedAt: now.toISOString(),
          lastActivityAt: null,
        };
        const after = Math.floor(now.getTime() / 1000) - BACKFILL_DAYS * 86_400;
        await connections.connect(connection, [
          newStravaTask(
            { kind: 'backfill', userId, connectedAt: connection.connectedAt, after, page: 1 },
            now.toISOString(),
          ),
        ]);
      } catch (error) {
        if (error instanceof StravaAccountTakenError) return fail('already-linked');
        logger.warn('Strava connect failed', { error: (error as Error).message });
        return fail('provider');
      }
      const scopeNote = missing(scopes).length > 0 ? '&scope=missing' : '';
      if (state.returnTo === 'onboarding') {
        await deps.users.advanceOnboarding(userId, 'watchChosen', clock().toISOString());
        return '/onboarding';
      }
      return `/settings/watch?strava=connected${scopeNote}`;
    },

    async status(userId: string): Promise<StravaStatusView> {
      const connection = await connections.get(userId);
      return {
        connected: Boolean(connection),
        athleteName: connection?.athleteName || null,
        connectedAt: connection?.connectedAt ?? null,
        lastActivityAt: connection?.lastActivityAt ?? null,
        scopes: connection?.scopes ?? [],
        missingScopes: connection ? missing(connection.scopes) : [],
        recordUrl: deps.recordUrl,
      };
    },

    /** The local record goes now; telling Strava is a queued task (it is retried while Strava is down). */
    async disconnect(userId: string): Promise<void> {
      const connection = await connections.get(userId);
      if (!connection) return;
      await connections.disconnect(
        connection,
        newStravaTask(
          { kind: 'deauthorize', userId, stravaAthleteId: connection.stravaAthleteId, tokens: connection.tokens },
          clock().toISOString(),
        ),
      );
    },
  };
}

export type StravaService = ReturnType<typeof createStravaService>;
