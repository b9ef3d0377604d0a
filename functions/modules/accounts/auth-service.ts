import { randomUUID } from 'node:crypto';
import { forbidden, conflict, tooManyRequests, unauthorized } from '../../lib/errors';
import { sha256 } from '../../lib/crypto';
import { creditsGranted } from '../../lib/metrics/business-metrics';
import type { Language } from '@shared/schemas/common';
import type { UserView } from '@shared/schemas/accounts';
import type { AccountDeps } from './deps';
import { CLEAN_ADDRESS_FAILURES, emailBuckets, LIMITS, TRIAL_CREDITS } from './limits';
import { remainingWaitSeconds } from './login-throttle';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { toUserView, type UserRecord } from './user-record';
import { EmailTakenError, InviteRejectedError } from './user-repository';
import { onboardingStatus } from '@shared/onboarding/steps';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const TOO_MANY_LOGINS = 'Too many failed login attempts. Please try again later.';

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
    async register(
      input: { email: string; password: string; lang?: Language; inviteCode?: string },
      clientIp: string,
      previousSid?: string,
    ): Promise<SignedIn> {
      if (!(await rateLimiter.take(`register#ip#${clientIp}`, LIMITS.registerPerAddress))) throw tooManyRequests();
      await assertAcceptablePassword(input.password, 'password');
      let inviteCodeHash: string | undefined;
      if (!(await appConfig.acceptingSignups())) {
        inviteCodeHash = input.inviteCode ? sha256(input.inviteCode) : undefined;
        if (!inviteCodeHash || !(await invites.isValid(inviteCodeHash, input.email)))
          throw forbidden('Signups are closed. A valid invite code is required.');
      }
      const now = clock().toISOString();
      const record: UserRecord = {
        id: randomUUID(),
        email: input.email,
        passwordHash: await hashPassword(input.password),
        name: null,
        lang: input.lang ?? 'en',
        onboardingStatus: onboardingStatus('profile'),
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
        await users.create({
          record,
          trialCredit: { id: randomUUID(), amount: TRIAL_CREDITS, description: 'Free trial week' },
          inviteCodeHash,
        });
        creditsGranted(TRIAL_CREDITS, 'trial');
      } catch (error) {
        if (error instanceof EmailTakenError) throw conflict('An account with this email already exists');
        if (error instanceof InviteRejectedError)
          throw forbidden('Signups are closed. A valid invite code is required.');
        throw error;
      }
      return startSession(record, previousSid);
    },

    /**
     * The address's attempt is reserved before anything else (one conditional write, so a burst cannot slip past
     * the limit) and given back by a success. The account's failures never block: an address that keeps failing
     * waits longer and longer, an address with a good history goes straight to the password check (ADR 011).
     */
    async login(email: string, password: string, clientIp: string, previousSid?: string): Promise<SignedIn> {
      const address = await rateLimiter.reserve(`login#ip#${clientIp}`, LIMITS.loginFailuresPerAddress);
      if (!address) throw tooManyRequests(TOO_MANY_LOGINS);
      const accountBucket = emailBuckets.loginFailures(email);
      if (address.before >= CLEAN_ADDRESS_FAILURES) {
        const account = await rateLimiter.peek(accountBucket, LIMITS.loginFailuresPerEmail);
        const wait = remainingWaitSeconds({
          addressFailures: address.before,
          accountFailures: account.count,
          lastFailureAt: account.lastAt,
          nowMs: clock().getTime(),
        });
        if (wait > 0) throw tooManyRequests(TOO_MANY_LOGINS);
      }
      const user = await users.findByEmail(email);
      const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
      if (!user || !valid) {
        await rateLimiter.record(accountBucket, LIMITS.loginFailuresPerEmail);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await address.release();
      return startSession(user, previousSid);
    },

    async logout(sid: string | undefined): Promise<void> {
      if (sid) await sessions.delete(sid);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
