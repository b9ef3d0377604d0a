import { forbidden, notFound } from '../../lib/errors';
import { keys } from '../../db/keys';
import type { AccountDeps } from './deps';
import { verifyPassword } from './password';

/**
 * Deletes an account after a password confirmation: hooks (watch), sessions, reset token, the partition, the
 * email guard and every trace keyed by the email (throttle windows, newsletter, beta list).
 */
export function createDeletionService(deps: AccountDeps) {
  const { users, userData, traces, sessions, resetTokens, deletionHooks } = deps;
  return {
    async deleteAccount(userId: string, password: string): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw notFound('User not found');
      if (!(await verifyPassword(password, user.passwordHash))) throw forbidden('Password is incorrect');
      for (const hook of deletionHooks) await hook(user);
      await sessions.deleteAllForUser(userId);
      if (user.resetTokenHash) await resetTokens.delete(user.resetTokenHash);
      await users.deleteCounted(userId);
      await userData.deleteAll(userId, [keys.emailGuard(user.email), ...(await traces.keysFor(user.email, userId))]);
    },
  };
}
