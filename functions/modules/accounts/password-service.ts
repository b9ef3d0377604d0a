import { badRequest, forbidden, tooManyRequests } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/crypto';
import { resetLink, resetPasswordMail } from '../mail/templates';
import type { AccountDeps } from './deps';
import { emailBuckets, LIMITS, RESET_TOKEN_TTL_SECONDS } from './limits';
import { hashPassword, verifyPassword } from './password';
import type { UserRecord } from './user-record';

export const FORGOT_PASSWORD_ANSWER = { message: 'If the email exists, a reset link has been sent to your inbox' } as const;
export const INVALID_RESET_TOKEN = 'This password reset link is invalid or has expired.';

/** Change, forgot and reset. A changed or reset password ends sessions; a change signs the caller in again. */
export function createPasswordService(deps: AccountDeps) {
  const { users, sessions, resetTokens, rateLimiter, mailQueue, clock, appUrl } = deps;

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
    /** The caller gets a fresh session id; every other session, the caller's old one included, ends. */
    async changePassword(userId: string, currentPassword: string, newPassword: string): Promise<{ sid: string; expiresAt: number }> {
      const user = await users.findById(userId);
      if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) throw forbidden('Current password is incorrect');
      await users.update(userId, { passwordHash: await hashPassword(newPassword) }, clock().toISOString());
      const fresh = await sessions.create(userId);
      await sessions.deleteAllForUser(userId, fresh.sid);
      return fresh;
    },

    /** The same answer whether or not the email exists; the mail is only queued for a real account. */
    async forgotPassword(email: string, clientIp: string): Promise<typeof FORGOT_PASSWORD_ANSWER> {
      if (!(await rateLimiter.take(`forgot#ip#${clientIp}`, LIMITS.forgotPerAddress))) throw tooManyRequests();
      const user = await users.findByEmail(email);
      const withinAccountLimit = await rateLimiter.take(emailBuckets.forgotMails(email), LIMITS.forgotMailsPerEmail);
      if (!user || !withinAccountLimit) return FORGOT_PASSWORD_ANSWER;
      await mailResetLink(user);
      return FORGOT_PASSWORD_ANSWER;
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
      const userId = await resetTokens.consume(sha256(token));
      const user = userId ? await users.findById(userId) : null;
      if (!user) throw badRequest(INVALID_RESET_TOKEN);
      await users.update(user.id, { passwordHash: await hashPassword(password), resetTokenHash: null }, clock().toISOString());
      await sessions.deleteAllForUser(user.id);
      return { message: 'Password has been reset' };
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
