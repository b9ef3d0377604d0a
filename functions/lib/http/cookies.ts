import { SIGNED_IN_HINT_COOKIE } from '@shared/api/signed-in-hint';
import { isSecureCookieOrigin } from '../env';

/**
 * The session cookie's name. Over HTTPS (the cloud) it is `__Host-sid`: browsers only accept it Secure, from the
 * host itself, Path=/ and without Domain, so no sibling subdomain or plain-http page can plant or overwrite a
 * session (fixation). On plain-http localhost it stays `sid`: a `__Host-` cookie must be Secure, and not every
 * client keeps Secure cookies over http://localhost (Safari, curl, Node's fetch in the tests do not).
 */
export const SESSION_COOKIE = 'sid';
export const SECURE_SESSION_COOKIE = '__Host-sid';

export function sessionCookieName(appUrl: string): string {
  return isSecureCookieOrigin(appUrl) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** API Gateway v2 passes request cookies as `event.cookies` ("a=b" strings); local callers may use the header. */
export function readCookie(
  cookies: string[] | undefined,
  header: string | undefined,
  name: string,
): string | undefined {
  const all = [...(cookies ?? []), ...(header ? header.split(';') : [])];
  for (const raw of all) {
    const index = raw.indexOf('=');
    if (index < 0) continue;
    if (raw.slice(0, index).trim() === name) return decodeURIComponent(raw.slice(index + 1).trim());
  }
  return undefined;
}

export function sessionCookie(sid: string, expiresAtEpochSeconds: number, appUrl: string): string {
  const secure = isSecureCookieOrigin(appUrl) ? '; Secure' : '';
  return `${sessionCookieName(appUrl)}=${sid}; Path=/; HttpOnly; SameSite=Lax; Expires=${new Date(expiresAtEpochSeconds * 1000).toUTCString()}${secure}`;
}

export function clearedSessionCookie(appUrl: string): string {
  const secure = isSecureCookieOrigin(appUrl) ? '; Secure' : '';
  return `${sessionCookieName(appUrl)}=; Path=/; HttpOnly; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT${secure}`;
}

/** The readable `signedIn=1` hint beside the session (shared/api/signed-in-hint.ts), with the session's expiry. */
export function signedInHintCookie(expiresAtEpochSeconds: number, appUrl: string): string {
  const secure = isSecureCookieOrigin(appUrl) ? '; Secure' : '';
  return `${SIGNED_IN_HINT_COOKIE}=1; Path=/; SameSite=Lax; Expires=${new Date(expiresAtEpochSeconds * 1000).toUTCString()}${secure}`;
}

export function clearedSignedInHintCookie(appUrl: string): string {
  const secure = isSecureCookieOrigin(appUrl) ? '; Secure' : '';
  return `${SIGNED_IN_HINT_COOKIE}=; Path=/; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT${secure}`;
}
