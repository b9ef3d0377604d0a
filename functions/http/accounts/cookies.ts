import { env } from '../../lib/env';
import { clearedSessionCookie, readCookie, SESSION_COOKIE, sessionCookie } from '../../lib/http/cookies';
import type { RequestInfo } from '../../lib/http/types';

/** The raw `sid` the caller sent, live or not: rotation and logout delete it either way. */
export function callerSid(request: RequestInfo): string | undefined {
  return readCookie(request.event.cookies, request.event.headers?.cookie, SESSION_COOKIE) || undefined;
}

export const setSession = (sid: string, expiresAt: number) => [sessionCookie(sid, expiresAt, env().APP_URL)];
export const clearSession = () => [clearedSessionCookie(env().APP_URL)];
