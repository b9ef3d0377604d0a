import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteAnswer } from '@shared/api/route-answers';
import { answer, fakeFetch, renderApp, userFixture } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const connectedStatus: RouteAnswer<'stravaStatus'> = {
  connected: true,
  athleteName: 'Kasia Nowak',
  connectedAt: '2026-11-20T08:00:00.000Z',
  lastActivityAt: null,
  scopes: ['read'],
  missingScopes: ['activity:read_all'],
  recordUrl: 'http://localhost:3000/sandbox/strava/record',
};
const disconnectedStatus: RouteAnswer<'stravaStatus'> = {
  connected: false,
  athleteName: null,
  connectedAt: null,
  lastActivityAt: null,
  scopes: [],
  missingScopes: [],
  recordUrl: 'http://localhost:3000/sandbox/strava/record',
};

function api(state: { connected: boolean }) {
  return fakeFetch((c) => {
    if (c.path === '/api/user') return answer('getUser', userFixture());
    if (c.path === '/api/garmin')
      return answer('garminStatus', {
        connected: false,
        connectedAt: null,
        lastActivityAt: null,
        permissions: [],
        missingWorkoutImport: false,
        watchCalendarUrl: null,
      });
    if (c.path === '/api/strava' && c.method === 'GET')
      return answer('stravaStatus', state.connected ? connectedStatus : disconnectedStatus);
    if (c.path === '/api/strava' && c.method === 'DELETE') {
      state.connected = false;
      return answer('stravaDisconnect', null, 204);
    }
    return undefined;
  });
}

describe('Settings > Connections: Strava', () => {
  it('shows whom it is connected as, the missing scope and the local Record page; disconnects after confirmation', async () => {
    const state = { connected: true };
    const { calls } = api(state);
    await renderApp('/settings/watch');
    await waitFor(() => expect(screen.getByTestId('strava-status')).toHaveTextContent('Connected as Kasia Nowak'), {
      timeout: 40_000,
    });
    expect(screen.getByTestId('strava-scope-warning')).toHaveTextContent(/private activities/);
    expect(screen.getByTestId('strava-record-link')).toHaveAttribute('href', connectedStatus.recordUrl);
    await userEvent.click(screen.getByTestId('strava-disconnect'));
    expect(await screen.findByText('Disconnect Strava?')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('strava-disconnect-confirm'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/strava' && c.method === 'DELETE')).toBe(true));
    expect(await screen.findByTestId('strava-connect')).toHaveAttribute('href', '/api/strava/connect?from=settings');
  }, 90_000);

  it('says why a connect failed', async () => {
    api({ connected: false });
    await renderApp('/settings/watch?strava=error&reason=already-linked');
    expect(await screen.findByTestId('strava-error', undefined, { timeout: 40_000 })).toHaveTextContent(
      'already connected to another Tricoach account',
    );
  }, 90_000);
});
