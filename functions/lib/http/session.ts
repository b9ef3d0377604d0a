import type middy from '@middy/core';
import type { RouteDef } from '@shared/api/route-types';
import { forbidden, unauthorized } from '../errors';
import { logger } from '../logger';
import { env } from '../env';
import { readCookie, sessionCookieName } from './cookies';
import type { StackEvent } from './types';
/** What the HTTP layer needs of the session store; the accounts module's session repository is one. */
export interface SessionStore {
  /** `acceptRecent`: the store may answer from a read it made a few seconds ago (ended sessions evicted at once). */
  find(sid: string, options?: { acceptRecent?: boolean }): Promise<{ userId: string } | null>;
  /** Given back what find answered (the store's own record). */
  touch(session: { userId: string }): Promise<void>;
}

export interface SessionDeps {
  sessions: SessionStore;
  isAdmin: (userId: string) => Promise<boolean>;
}

/**
 * Reads (GET/HEAD) of athlete routes may be answered by a session read a few seconds old: a page's burst of calls
 * checks the table once. Writes and admin routes always read the table, so an ended session changes nothing (ADR 0007).
 */
function acceptsRecentSession(route: RouteDef, event: StackEvent): boolean {
  const method = event.requestContext?.http?.method ?? route.method;
  return route.auth !== 'admin' && (method === 'GET' || method === 'HEAD');
}

/** Loads the session from the session cookie (`__Host-sid` over HTTPS, `sid` on localhost); user/admin routes require one. */
export function sessionLoader(route: RouteDef, deps: SessionDeps): middy.MiddlewareObj<StackEvent> {
  return {
    before: async ({ event }) => {
      const state = event.tricoach!;
      const sid = readCookie(event.cookies, event.headers?.cookie, sessionCookieName(env().APP_URL));
      const session = sid ? await deps.sessions.find(sid, { acceptRecent: acceptsRecentSession(route, event) }) : null;
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
