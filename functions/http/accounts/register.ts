import { created } from '../../lib/responses';
import { callerSid, setSession } from './cookies';
import type { AccountRoute } from './types';

export const register: AccountRoute<'register'> =
  ({ auth }) =>
  async ({ body, request }) => {
    const { user, sid, expiresAt } = await auth.register(body, request.clientIp, callerSid(request));
    return created(user, { cookies: setSession(sid, expiresAt) });
  };
