import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilityView } from '@shared/schemas/availability';
import { answer, fakeFetch, renderApp, userFixture } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function api() {
  return fakeFetch((c) => {
    if (c.path === '/api/user') return answer('getUser', userFixture());
    if (c.path === '/api/availability' && c.method === 'GET')
      return answer('getAvailability', {
        minutesByWeekday: {},
        twoSessionDays: [],
        poolDays: [],
        blackouts: [],
        updatedAt: null,
      });
    if (c.path === '/api/availability' && c.method === 'PUT')
      return answer('putAvailability', {
        ...(c.body as Omit<AvailabilityView, 'updatedAt'>),
        updatedAt: '2026-11-27T08:00:00.000Z',
      });
    return undefined;
  });
}

/** A date picker's change, as the browser reports a picked day. */
const pick = (testId: string, day: string) => fireEvent.change(screen.getByTestId(testId), { target: { value: day } });

describe('Settings > Availability: a blackout range', () => {
  it('refuses a last day before the first (said beside the field) and adds nothing until the range is fixed', async () => {
    const { calls } = api();
    await renderApp('/settings/availability');
    await screen.findByTestId('availability-form');
    const add = screen.getByTestId('blackout-add');
    expect(add).toBeDisabled();

    pick('blackout-from', '2026-12-10');
    pick('blackout-to', '2026-12-05');
    const to = screen.getByTestId('blackout-to');
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent('The last day must be on or after the first.');
    expect(to).toHaveAttribute('aria-describedby', message.id);
    expect(add).toBeDisabled();

    // Moving the first day back fixes the range: the message goes at once.
    pick('blackout-from', '2026-12-01');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(to).toHaveAttribute('aria-invalid', 'false');

    pick('blackout-to', '2028-01-10');
    expect(await screen.findByRole('alert')).toHaveTextContent('A blackout lasts at most 366 days.');
    expect(add).toBeDisabled();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  }, 20_000);

  it('adds a one-day range with its trimmed note and saves it with the availability', async () => {
    const { calls } = api();
    await renderApp('/settings/availability');
    await screen.findByTestId('availability-form');
    pick('blackout-from', '2026-12-24');
    await userEvent.type(screen.getByTestId('blackout-note'), '  Christmas  ');
    await waitFor(() => expect(screen.getByTestId('blackout-add')).toBeEnabled());
    await userEvent.click(screen.getByTestId('blackout-add'));
    const list = screen.getByTestId('availability-blackouts');
    expect(await within(list).findByTestId('availability-blackout')).toHaveTextContent('2026-12-24 – 2026-12-24');
    expect(within(list).getByText('· Christmas')).toBeInTheDocument();
    // The fields are empty again for the next range.
    expect(screen.getByTestId('blackout-from')).toHaveValue('');
    expect(screen.getByTestId('blackout-note')).toHaveValue('');

    await userEvent.click(screen.getByTestId('availability-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      minutesByWeekday: {},
      twoSessionDays: [],
      poolDays: [],
      blackouts: [{ from: '2026-12-24', to: '2026-12-24', note: 'Christmas' }],
    });
  }, 20_000);

  it('says it in Polish', async () => {
    api();
    await renderApp('/settings/availability', 'pl');
    await screen.findByTestId('availability-form');
    pick('blackout-from', '2026-12-10');
    pick('blackout-to', '2026-12-05');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ostatni dzień musi być tego samego dnia co pierwszy lub później.',
    );
  }, 20_000);
});
