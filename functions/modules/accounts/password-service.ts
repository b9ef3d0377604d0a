import { badRequest, forbidden, tooManyRequests } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/crypto';
import { resetLink, resetPasswordMail } from '../mail/templates';
import type { AccountDeps } from './deps';
import { emailBuckets, LIMITS, RESET_TOKEN_TTL_SECONDS } from './limits';
import { hashPassword, verifyPassword } from './password';
import { assertAcceptablePassword } from './password-policy';
import type { UserRecord } from './user-record';

export const FORGOT_PASSWORD_ANSWER = {
  message: 'If the email exists, a reset link has been sent to your inbox',
} as const;
export const INVALID_RESET_TOKEN = 'This password reset link is invalid or has expired.';

/** Change, forgot and reset. A changed or reset password ends sessions; a change signs the caller in again. */
export function createPasswordService(deps: AccountDeps) {
  const { users, sessions, resetTokens, resetRequests, rateLimiter, mailQueue, clock, appUrl } = deps;

  /** One live link per account: a new one makes the previous one stop working. */
  async function mailResetLink(user: UserRecord): Promise<void> {
    const token = randomToken();
    const tokenHash = sha256(token);
    await resetTokens.put(tokenHash, user.id, RESET_TOKEN_TTL_SECONDS);
    if (user.resetTokenHash) await resetTokens.delete(user.resetTokenHash);
    await users.update(user.id, { resetTokenHash: tokenHash }, clock().toISOString());
    await mailQueue.enqueue(user.email, 'reset-password', resetPasswordMail(user.lang, resetLink(appUrl, token)));
  }

  return {
    /** The caller gets a fresh session id; every other session, the caller's old one included, ends, and so does any reset link. */
    async changePassword(
      userId: string,
      currentPassword: string,
      newPassword: string,
    ): Promise<{ sid: string; expiresAt: number }> {
      const user = await users.findById(userId);
      if (!user || !(await verifyPassword(currentPassword, user.passwordHash)))
        throw forbidden('Current password is incorrect');
      await assertAcceptablePassword(newPassword, 'newPassword');
      await users.update(
        userId,
        { passwordHash: await hashPassword(newPassword), resetTokenHash: null },
        clock().toISOString(),
      );
      if (user.resetTokenHash) await resetTokens.delete(user.resetTokenHash);
      const fresh = await sessions.create(userId);
      await sessions.deleteAllForUser(userId, fresh.sid);
      return fresh;
    },

    /**
     * The same answer and the same work whether or not the email exists: two throttle counts and one queued
     * request. The mail job looks the account up and mails the link (`fulfilResetRequests`).
     */
    async forgotPassword(email: string, clientIp: string): Promise<typeof FORGOT_PASSWORD_ANSWER> {
      if (!(await rateLimiter.take(`forgot#ip#${clientIp}`, LIMITS.forgotPerAddress))) throw tooManyRequests();
      if (await rateLimiter.take(emailBuckets.forgotMails(email), LIMITS.forgotMailsPerEmail))
        await resetRequests.add(email, clock());
      return FORGOT_PASSWORD_ANSWER;
    },

    /** The mail job's step: each waiting request becomes a reset mail for a real account, else nothing. */
    async fulfilResetRequests(batchSize = 25): Promise<number> {
      let mailed = 0;
      for (const request of await resetRequests.listDue(batchSize)) {
        if (!(await resetRequests.claim(request))) continue;
        const user = await users.findByEmail(request.email);
        if (!user) continue;
        await mailResetLink(user);
        mailed++;
      }
      return mailed;
    },

    /** An admin sends the athlete a fresh reset link (support); false when the account does not exist. */
    async sendResetLink(userId: string): Promise<boolean> {
      const user = await users.findById(userId);
      if (!user) return false;
      await mailResetLink(user);
      return true;
    },

    /** Consumes the token once (conditional delete), sets the password, ends every session. Never signs in. */
    async resetPassword(token: string, password: string): Promise<{ message: string }> {
      // Checked before the token is consumed: a refused password leaves the link usable.
      await assertAcceptablePassword(password, 'password');
      const tokenHash = sha256(token);
      const userId = await resetTokens.consume(tokenHash);
      const user = userId ? await users.findById(userId) : null;
      // Only the account's current link counts: a password change or a newer link has replaced any other.
      if (!user || user.resetTokenHash !== tokenHash) throw badRequest(INVALID_RESET_TOKEN);
      await users.update(
        user.id,
        { passwordHash: await hashPassword(password), resetTokenHash: null },
        clock().toISOString(),
      );
      await sessions.deleteAllForUser(user.id);
      return { message: 'Password has been reset' };
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
