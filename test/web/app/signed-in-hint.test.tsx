import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeFetch, renderApp, userFixture } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const clearHint = () => {
  document.cookie = 'signedIn=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
};

/** A signed-out visitor's pages ask nothing that would answer 401 (a console error in a browser). */
describe('the signed-in hint beside the session cookie', () => {
  it('without it the visitor is signed out and /api/user is never asked', async () => {
    clearHint();
    const { calls } = fakeFetch((c) => (c.path === '/api/user' ? answer('getUser', userFixture()) : undefined));
    const { router } = await renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 8000 });
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/user')).toBe(false);
  });

  it('with it the session is checked; a 401 signs out and drops the hint, so the next page does not ask again', async () => {
    const { calls } = fakeFetch((c) =>
      c.path === '/api/user' ? { status: 401, body: { message: 'Not signed in', error: 'Not signed in' } } : undefined,
    );
    const { router } = await renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 8000 });
    expect(calls.filter((c) => c.path === '/api/user')).toHaveLength(1);
    expect(document.cookie).not.toMatch(/(^|;\s*)signedIn=1/);
  });
});
