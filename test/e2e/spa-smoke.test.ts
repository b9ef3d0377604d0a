import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/browser';
import { useE2eSession } from '../support/e2e-session';
import type { E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let browser: TestBrowser;
useE2eSession({ name: 'spa-smoke' }, (s) => {
  stack = s.stack;
  browser = s.browser;
});

describe('the SPA through the local stack in Chromium', () => {
  it('serves index.html for a deep link and boots the app there', async () => {
    expect(existsSync('dist/web/index.html'), 'the web app must be built before e2e (npm test does it)').toBe(true);
    const response = await browser.page.goto(`${stack.url}/settings/deep/link?x=1`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await browser.page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, undefined, {
      timeout: 20_000,
    });
    // The app booted on the deep link and routed it: a signed-out visitor of a protected page lands on /auth.
    await browser.page.waitForURL((url) => url.pathname === '/auth', { timeout: 20_000 });
    expect(new URL(browser.page.url()).pathname).toBe('/auth');
  });

  it('serves the translations and answers unknown API paths with JSON, not the SPA', async () => {
    const locale = await browser.page.request.get(`${stack.url}/locales/en/translation.json`);
    expect(locale.status()).toBe(200);
    expect(typeof (await locale.json())).toBe('object');
    const api = await browser.page.request.get(`${stack.url}/api/nope`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ message: expect.any(String) });
  });
});
