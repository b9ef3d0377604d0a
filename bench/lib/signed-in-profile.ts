import { chromium } from 'playwright-core';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/api/signed-in-hint';

/**
 * Writes a signed-in browser's cookies for `origin` into the Chromium profile at `dir`: the session cookie(s) of
 * `cookieHeader` ("sid=...") and the readable `signedIn=1` hint the server sets beside them. Lighthouse's
 * `--extra-headers` sends a cookie on each request but leaves `document.cookie` empty: index.html then takes the
 * visitor for signed out and the app sends every signed-in page to /auth. The cookies get an expiry so the
 * profile keeps them on disk for the next browser (Lighthouse's own) that opens it.
 */
export async function writeSignedInProfile(
  dir: string,
  origin: string,
  cookieHeader: string,
  executablePath: string,
): Promise<void> {
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const pairs = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)] as const);
  const cookies = [...pairs, [SIGNED_IN_HINT_COOKIE, '1'] as const].map(([name, value]) => ({
    name,
    value,
    url: origin,
    expires,
  }));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    await context.addCookies(cookies);
  } finally {
    await context.close();
  }
}
