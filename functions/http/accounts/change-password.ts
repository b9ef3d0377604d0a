import { noContent } from '../../lib/responses';
import { setSession } from './cookies';
import type { AccountRoute } from './types';

/** The session id rotates with the password: the caller continues on a new one. */
export const changePassword: AccountRoute<'changePassword'> =
  ({ passwords }) =>
  async ({ body, session }) => {
    const fresh = await passwords.changePassword(session.userId, body.currentPassword, body.newPassword);
    return noContent({ cookies: setSession(fresh.sid, fresh.expiresAt) });
  };
