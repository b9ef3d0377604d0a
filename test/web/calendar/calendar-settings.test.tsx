import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeFetch, renderApp, userFixture } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FEED_URL = 'http://localhost:3000/api/calendar/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

function api(active: { value: boolean }) {
  return fakeFetch((c) => {
    if (c.path === '/api/user') return answer('getUser', userFixture());
    if (c.path === '/api/calendar-feed' && c.method === 'GET')
      return answer('getCalendarFeed', {
        active: active.value,
        createdAt: active.value ? '2026-11-25T08:00:00.000Z' : null,
      });
    if (c.path === '/api/calendar-feed' && c.method === 'POST') {
      active.value = true;
      return answer('createCalendarFeed', { url: FEED_URL, createdAt: '2026-11-25T08:00:00.000Z' }, 201);
    }
    if (c.path === '/api/calendar-feed' && c.method === 'DELETE') {
      active.value = false;
      return answer('deleteCalendarFeed', null, 204);
    }
    return undefined;
  });
}

describe('Settings > Calendar', () => {
  it('makes a private link, shows it once with a copy button, and turns it off', async () => {
    const state = { value: false };
    const { calls } = api(state);
    await renderApp('/settings/calendar');
    expect(await screen.findByText('No calendar link yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create a calendar link' }));
    expect(await screen.findByDisplayValue(FEED_URL)).toBeInTheDocument();
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the link' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off the link' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/calendar-feed' && c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('No calendar link yet.')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(FEED_URL)).toBeNull();
  }, 20_000);

  it('with a link made earlier says so without showing it, and offers a new one', async () => {
    api({ value: true });
    await renderApp('/settings/calendar');
    expect(await screen.findByText(/A calendar link made on .* is active/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a new link' })).toBeInTheDocument();
    expect(screen.getByText('How to add it to your calendar')).toBeInTheDocument();
  }, 20_000);
});
