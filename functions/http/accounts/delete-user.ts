import { noContent } from '../../lib/responses';
import { clearSession } from './cookies';
import type { AccountRoute } from './types';

export const deleteUser: AccountRoute<'deleteUser'> =
  ({ deletion }) =>
  async ({ session, body }) => {
    await deletion.deleteAccount(session.userId, body.password);
    return noContent({ cookies: clearSession() });
  };
