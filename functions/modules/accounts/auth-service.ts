import { randomUUID } from 'node:crypto';
import { forbidden, conflict, tooManyRequests, unauthorized } from '../../lib/errors';
import { sha256 } from '../../lib/crypto';
import { creditsGranted } from '../../lib/metrics/business-metrics';
import type { Language } from '@shared/schemas/common';
import type { UserView } from '@shared/schemas/accounts';
import type { AccountDeps } from './deps';
import { emailBuckets, LIMITS, TRIAL_CREDITS } from './limits';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { toUserView, type UserRecord } from './user-record';
import { EmailTakenError, InviteRejectedError } from './user-repository';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface SignedIn {
  user: UserView;
  sid: string;
  expiresAt: number;
}

/** Register, login, logout. Each sign-in rotates the session: the caller's previous one is deleted. */
export function createAuthService(deps: AccountDeps) {
  const { users, sessions, rateLimiter, appConfig, invites, clock } = deps;

  async function startSession(user: UserRecord, previousSid: string | undefined): Promise<SignedIn> {
    if (previousSid) await sessions.delete(previousSid);
    const { sid, expiresAt } = await sessions.create(user.id);
    return { user: toUserView(user), sid, expiresAt };
  }

  return {
    async register(input: { email: string; password: string; lang?: Language; inviteCode?: string }, clientIp: string, previousSid?: string): Promise<SignedIn> {
      if (!(await rateLimiter.take(`register#ip#${clientIp}`, LIMITS.registerPerAddress))) throw tooManyRequests();
      let inviteCodeHash: string | undefined;
      if (!(await appConfig.acceptingSignups())) {
        inviteCodeHash = input.inviteCode ? sha256(input.inviteCode) : undefined;
        if (!inviteCodeHash || !(await invites.isValid(inviteCodeHash, input.email))) throw forbidden('Signups are closed. A valid invite code is required.');
      }
      const now = clock().toISOString();
      const record: UserRecord = {
        id: randomUUID(),
        email: input.email,
        passwordHash: await hashPassword(input.password),
        name: null,
        lang: input.lang ?? 'en',
        onboardingStatus: '0',
        isAdmin: false,
        settings: { theme: 'light' },
        credits: TRIAL_CREDITS,
        birthdate: null,
        weight: null,
        height: null,
        gender: null,
        vo2Run: null,
        vo2Bike: null,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await users.create({ record, trialCredit: { id: randomUUID(), amount: TRIAL_CREDITS, description: 'Free trial week' }, inviteCodeHash });
        creditsGranted(TRIAL_CREDITS, 'trial');
      } catch (error) {
        if (error instanceof EmailTakenError) throw conflict('An account with this email already exists');
        if (error instanceof InviteRejectedError) throw forbidden('Signups are closed. A valid invite code is required.');
        throw error;
      }
      return startSession(record, previousSid);
    },

    async login(email: string, password: string, clientIp: string, previousSid?: string): Promise<SignedIn> {
      const buckets = [emailBuckets.loginFailures(email), `login#ip#${clientIp}`];
      const limited = await Promise.all([rateLimiter.isLimited(buckets[0]!, LIMITS.loginFailuresPerEmail), rateLimiter.isLimited(buckets[1]!, LIMITS.loginFailuresPerAddress)]);
      if (limited.some(Boolean)) throw tooManyRequests('Too many failed login attempts. Please try again later.');
      const user = await users.findByEmail(email);
      const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
      if (!user || !valid) {
        await Promise.all([rateLimiter.hit(buckets[0]!, LIMITS.loginFailuresPerEmail), rateLimiter.hit(buckets[1]!, LIMITS.loginFailuresPerAddress)]);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      return startSession(user, previousSid);
    },

    async logout(sid: string | undefined): Promise<void> {
      if (sid) await sessions.delete(sid);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
