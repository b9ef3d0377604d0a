import { noContent } from '../../lib/responses';
import { callerSid, clearSession } from './cookies';
import type { AccountRoute } from './types';

export const logout: AccountRoute<'logout'> =
  ({ auth }) =>
  async ({ request }) => {
    await auth.logout(callerSid(request));
    return noContent({ cookies: clearSession() });
  };
