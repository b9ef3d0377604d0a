import { createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, configureI18n, LANGUAGE_KEY, storedLanguage } from '../../../web/src/lib/i18n';
import { fakeFetch } from '../support/render';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const loads = (calls: Array<{ path: string }>) =>
  calls.filter((c) => c.path.startsWith('/locales/')).map((c) => c.path);

describe('translations over HTTP', () => {
  it('loads /locales/<lng>/translation.json and retries after a 5xx', async () => {
    let attempts = 0;
    const { calls } = fakeFetch((c) => {
      if (!c.path.startsWith('/locales/pl/')) return { status: 404, body: {} };
      attempts++;
      return attempts === 1 ? { status: 503, body: 'busy' } : { status: 200, body: { nav: { login: 'Zaloguj' } } };
    });
    const i18n = createInstance();
    await configureI18n(i18n, 'pl', 5);
    await vi.waitFor(() => expect(i18n.t('nav.login')).toBe('Zaloguj'));
    expect(loads(calls).filter((p) => p === '/locales/pl/translation.json')).toHaveLength(2);
  });

  it('retries after a network failure', async () => {
    let attempts = 0;
    const fn = vi.fn(async (input: RequestInfo | URL) => {
      if (!String(input).includes('/locales/en/')) return new Response('{}', { status: 404 });
      attempts++;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ nav: { login: 'Login' } }), { status: 200 });
    });
    vi.stubGlobal('fetch', fn);
    const i18n = createInstance();
    await configureI18n(i18n, 'en', 5);
    await vi.waitFor(() => expect(i18n.t('nav.login')).toBe('Login'));
    expect(attempts).toBe(2);
  });

  it('does not retry a 4xx', async () => {
    const { calls } = fakeFetch(() => ({ status: 404, body: { message: 'nope' } }));
    const i18n = createInstance();
    await configureI18n(i18n, 'en', 5);
    await new Promise((r) => setTimeout(r, 100));
    expect(loads(calls).filter((p) => p === '/locales/en/translation.json')).toHaveLength(1);
  });
});

describe('the language choice', () => {
  it('is kept in local storage under "language", falling back to en', async () => {
    expect(storedLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_KEY, 'de');
    expect(storedLanguage()).toBe('en');
    fakeFetch(() => ({ status: 200, body: {} }));
    const i18n = createInstance();
    await configureI18n(i18n, 'en', 5);
    await changeLanguage('pl', i18n);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('pl');
    expect(storedLanguage()).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
  });
});
