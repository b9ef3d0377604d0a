import { env } from '../../lib/env';
import {
  clearedSessionCookie,
  clearedSignedInHintCookie,
  readCookie,
  sessionCookie,
  sessionCookieName,
  signedInHintCookie,
} from '../../lib/http/cookies';
import type { RequestInfo } from '../../lib/http/types';

/** The raw `sid` the caller sent, live or not: rotation and logout delete it either way. */
export function callerSid(request: RequestInfo): string | undefined {
  return (
    readCookie(request.event.cookies, request.event.headers?.cookie, sessionCookieName(env().APP_URL)) || undefined
  );
}

/** The session cookie first, then its readable hint (the web skips the session check without it). */
export const setSession = (sid: string, expiresAt: number) => [
  sessionCookie(sid, expiresAt, env().APP_URL),
  signedInHintCookie(expiresAt, env().APP_URL),
];
export const clearSession = () => [clearedSessionCookie(env().APP_URL), clearedSignedInHintCookie(env().APP_URL)];
