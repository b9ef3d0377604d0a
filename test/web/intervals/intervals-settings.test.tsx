import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteAnswer } from '@shared/api/route-answers';
import { answer, fakeFetch, renderApp, userFixture } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KEY_REFUSED =
  'intervals.icu did not accept this athlete id and API key. Copy both from intervals.icu > Settings > Developer settings and try again.';
const disconnected: RouteAnswer<'intervalsStatus'> = {
  connected: false,
  athleteId: null,
  connectedAt: null,
  lastSyncAt: null,
  plannedOnCalendar: 0,
  problem: null,
  calendarUrl: 'http://localhost:3000/sandbox/intervals/calendar',
};
const connected: RouteAnswer<'intervalsStatus'> = {
  ...disconnected,
  connected: true,
  athleteId: 'i1001',
  connectedAt: '2026-11-25T08:00:00.000Z',
  lastSyncAt: '2026-11-25T08:00:05.000Z',
  plannedOnCalendar: 8,
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
    if (c.path === '/api/intervals' && c.method === 'GET')
      return answer('intervalsStatus', state.connected ? connected : disconnected);
    if (c.path === '/api/intervals' && c.method === 'PUT') {
      const body = c.body as { athleteId: string; apiKey: string };
      if (body.apiKey !== 'good-key-123') return { status: 400, body: { error: KEY_REFUSED, message: KEY_REFUSED } };
      state.connected = true;
      return answer('intervalsConnect', connected);
    }
    if (c.path === '/api/intervals' && c.method === 'DELETE') {
      state.connected = false;
      return answer('intervalsDisconnect', null, 204);
    }
    return undefined;
  });
}

describe('Settings > intervals.icu', () => {
  it('a refused key says why; a good one connects and the card shows the sync; disconnecting asks first', async () => {
    const state = { connected: false };
    const { calls } = api(state);
    await renderApp('/settings/watch');
    expect(
      within(await screen.findByTestId('intervals-status', {}, { timeout: 25_000 })).getByText('Not connected'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('intervals-calendar-link')).toHaveAttribute('href', disconnected.calendarUrl);
    await userEvent.type(screen.getByLabelText('Athlete id'), 'i1001');
    await userEvent.type(screen.getByLabelText('API key'), 'wrong-key-123');
    await userEvent.click(screen.getByRole('button', { name: 'Connect intervals.icu' }));
    expect(await screen.findByTestId('intervals-error')).toHaveTextContent(KEY_REFUSED);

    await userEvent.clear(screen.getByLabelText('API key'));
    await userEvent.type(screen.getByLabelText('API key'), 'good-key-123');
    await userEvent.click(screen.getByRole('button', { name: 'Connect intervals.icu' }));
    expect(await screen.findByText('Connected as i1001')).toBeInTheDocument();
    expect(screen.getByText('8 planned workouts')).toBeInTheDocument();
    expect(screen.queryByLabelText('API key')).toBeNull();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ athleteId: 'i1001', apiKey: 'wrong-key-123' });

    await userEvent.click(screen.getByTestId('intervals-disconnect'));
    expect(await screen.findByText('Disconnect intervals.icu?')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('intervals-disconnect-confirm'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/intervals' && c.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(screen.getByTestId('intervals-status')).toHaveTextContent('Not connected'));
  }, 60_000);

  it('says what each field wants, beside it, and sends nothing until both look right', async () => {
    const { calls } = api({ connected: false });
    await renderApp('/settings/watch');
    await screen.findByTestId('intervals-connect-form', {}, { timeout: 25_000 });
    await userEvent.type(screen.getByLabelText('Athlete id'), 'athlete 7');
    await userEvent.type(screen.getByLabelText('API key'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Connect intervals.icu' }));
    const athleteId = screen.getByLabelText('Athlete id');
    expect(await screen.findByText(/^The athlete id looks like i12345/)).toBeInTheDocument();
    expect(athleteId).toHaveAttribute('aria-invalid', 'true');
    expect(athleteId).toHaveAccessibleDescription(
      'The athlete id looks like i12345 (intervals.icu > Settings > Developer settings).',
    );
    expect(screen.getByLabelText('API key')).toHaveAccessibleDescription(
      'Paste the whole API key from intervals.icu > Settings > Developer settings.',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(athleteId);
    await userEvent.type(athleteId, ' 1001 ');
    await userEvent.clear(screen.getByLabelText('API key'));
    await userEvent.type(screen.getByLabelText('API key'), 'good-key-123');
    await userEvent.click(screen.getByRole('button', { name: 'Connect intervals.icu' }));
    expect(await screen.findByText('Connected as i1001')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { athleteId: '1001', apiKey: 'good-key-123' },
    ]);
  }, 60_000);

  it('shows the problem the sync met (a key refused later)', async () => {
    fakeFetch((c) => {
      if (c.path === '/api/user') return answer('getUser', userFixture());
      if (c.path === '/api/intervals')
        return answer('intervalsStatus', { ...connected, problem: 'intervals.icu no longer accepts the API key.' });
      return undefined;
    });
    await renderApp('/settings/watch');
    expect(await screen.findByTestId('intervals-problem', {}, { timeout: 10_000 })).toHaveTextContent(
      'intervals.icu no longer accepts the API key.',
    );
  }, 20_000);
});
