import { isSecureCookieOrigin } from '../env';

export const SESSION_COOKIE = 'sid';

/** API Gateway v2 passes request cookies as `event.cookies` ("a=b" strings); local callers may use the header. */
export function readCookie(cookies: string[] | undefined, header: string | undefined, name: string): string | undefined {
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
  return `${SESSION_COOKIE}=${sid}; Path=/; HttpOnly; SameSite=Lax; Expires=${new Date(expiresAtEpochSeconds * 1000).toUTCString()}${secure}`;
}

export function clearedSessionCookie(appUrl: string): string {
  const secure = isSecureCookieOrigin(appUrl) ? '; Secure' : '';
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT${secure}`;
}
