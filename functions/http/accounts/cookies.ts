import { env } from '../../lib/env';
import { clearedSessionCookie, readCookie, sessionCookie, sessionCookieName } from '../../lib/http/cookies';
import type { RequestInfo } from '../../lib/http/types';

/** The raw `sid` the caller sent, live or not: rotation and logout delete it either way. */
export function callerSid(request: RequestInfo): string | undefined {
  return readCookie(request.event.cookies, request.event.headers?.cookie, sessionCookieName(env().APP_URL)) || undefined;
}

export const setSession = (sid: string, expiresAt: number) => [sessionCookie(sid, expiresAt, env().APP_URL)];
export const clearSession = () => [clearedSessionCookie(env().APP_URL)];
