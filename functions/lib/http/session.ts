import type middy from '@middy/core';
import type { RouteDef } from '@shared/api/route-types';
import { forbidden, unauthorized } from '../errors';
import { logger } from '../logger';
import { env } from '../env';
import { readCookie, sessionCookieName } from './cookies';
import type { StackEvent } from './types';
/** What the HTTP layer needs of the session store; the accounts module's session repository is one. */
export interface SessionStore {
  find(sid: string): Promise<{ userId: string } | null>;
  /** Given back what find answered (the store's own record). */
  touch(session: { userId: string }): Promise<void>;
}

export interface SessionDeps {
  sessions: SessionStore;
  isAdmin: (userId: string) => Promise<boolean>;
}

/** Loads the session from the session cookie (`__Host-sid` over HTTPS, `sid` on localhost); user/admin routes require one. */
export function sessionLoader(route: RouteDef, deps: SessionDeps): middy.MiddlewareObj<StackEvent> {
  return {
    before: async ({ event }) => {
      const state = event.tricoach!;
      const sid = readCookie(event.cookies, event.headers?.cookie, sessionCookieName(env().APP_URL));
      const session = sid ? await deps.sessions.find(sid) : null;
      if (session && sid) {
        state.session = { userId: session.userId, sid };
        logger.appendKeys({ userId: session.userId });
        await deps.sessions.touch(session);
      }
      if (route.auth === 'user' || route.auth === 'admin') {
        if (!state.session) throw unauthorized();
      }
      if (route.auth === 'admin' && !(await deps.isAdmin(state.session!.userId))) throw forbidden('Admins only');
    },
  };
}
