import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeFetch, renderApp, userFixture } from '../support/render';

// Whole-app renders: over 5 s on a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function api(lang: 'en' | 'pl') {
  return fakeFetch((c) => {
    if (c.path === '/api/user' && c.method === 'GET') return answer('getUser', userFixture({ lang }));
    if (c.path === '/api/config/accepting-signups') return answer('acceptingSignups', { acceptingSignups: true });
    return undefined;
  });
}

describe('the account language on a new device', () => {
  it('switches the page to it and remembers it', async () => {
    api('pl');
    const { i18n } = await renderApp('/settings/preferences', 'en');
    await waitFor(() => expect(i18n.language).toBe('pl'));
    expect(localStorage.getItem('language')).toBe('pl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ustawienia' })).toBeInTheDocument();
  });

  it('only remembers it when the page already shows it (no language change, so nothing renders again)', async () => {
    api('en');
    const { i18n } = await renderApp('/settings/preferences', 'en');
    const changed = vi.fn();
    i18n.on('languageChanged', changed);
    await waitFor(() => expect(localStorage.getItem('language')).toBe('en'));
    expect(changed).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('leaves a language chosen on this device alone', async () => {
    localStorage.setItem('language', 'en');
    api('pl');
    const { i18n } = await renderApp('/settings/preferences', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
  });
});
