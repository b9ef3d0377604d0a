import { ok } from '../../lib/responses';
import { callerSid, setSession } from './cookies';
import type { AccountRoute } from './types';

export const login: AccountRoute<'login'> =
  ({ auth }) =>
  async ({ body, request }) => {
    const { user, sid, expiresAt } = await auth.login(body.email, body.password, request.clientIp, callerSid(request));
    return ok(user, { cookies: setSession(sid, expiresAt) });
  };
