import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anchorBand } from '../../../web/src/features/onboarding/components/fitness-anchors';
import type { UserAnswer } from '../support/fixtures';
import { answer, fakeFetch, renderApp, userFixture, type FakeAnswer, type FakeCall } from '../support/render';

// Whole-app renders: over 5 s on a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function api(user: UserAnswer, extra: (c: FakeCall) => FakeAnswer | undefined = () => undefined) {
  return fakeFetch(
    (c) => extra(c) ?? (c.path === '/api/user' && c.method === 'GET' ? answer('getUser', user) : undefined),
  );
}

describe('onboarding', () => {
  it('bands the fitness sliders by their anchors', () => {
    expect([0, 20, 21, 50, 61, 80, 81, 100].map(anchorBand)).toEqual([0, 0, 1, 2, 3, 3, 4, 4]);
  });

  it('step 2 offers three sliders at 50 with plain-language anchors and saves them', async () => {
    let status: UserAnswer['onboardingStatus'] = '2';
    const { calls } = api(userFixture({ onboardingStatus: '2' }), (c) => {
      if (c.path === '/api/user' && c.method === 'GET')
        return answer('getUser', userFixture({ onboardingStatus: status }));
      // No levels saved yet: the server answers null (not a 404).
      if (c.path === '/api/user/fitness/latest') return answer('getLatestFitness', null);
      if (c.path === '/api/user/fitness') {
        status = '3';
        const levels = c.body as { swimLevel: number; bikeLevel: number; runLevel: number };
        return answer('saveFitness', { ...levels, dateStart: '2026-11-23', dateEnd: null }, 201);
      }
      return undefined;
    });
    await renderApp('/onboarding');
    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
    const sliders = await screen.findAllByRole('slider');
    expect(sliders).toHaveLength(3);
    for (const slider of sliders) {
      expect(slider).toHaveAttribute('aria-valuenow', '50');
      expect(slider).toHaveAttribute('aria-valuemin', '0');
      expect(slider).toHaveAttribute('aria-valuemax', '100');
    }
    expect(screen.getByText('I can run 10 km in about 55 minutes.')).toBeInTheDocument();
    sliders[2]!.focus();
    fireEvent.keyDown(sliders[2]!, { key: 'End' });
    expect(await screen.findByText('Sub-40 minute 10 km or sub-3:15 marathon runner.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/user/fitness')?.body).toEqual({
        swimLevel: 50,
        bikeLevel: 50,
        runLevel: 100,
      }),
    );
    expect(await screen.findByText('Step 4 of 4')).toBeInTheDocument();
  }, 20_000);

  it('step 1 can skip the watch', async () => {
    const { calls } = api(userFixture({ onboardingStatus: '1' }), (c) => {
      if (c.path === '/api/onboarding/skip-watch') return answer('skipWatch', userFixture({ onboardingStatus: '2' }));
      if (c.path === '/api/user/fitness/latest')
        return answer('getLatestFitness', { swimLevel: 30, bikeLevel: 60, runLevel: 70, dateStart: '2026-11-01' });
      return undefined;
    });
    await renderApp('/onboarding');
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    const sliders = await screen.findAllByRole('slider');
    expect(sliders.map((s) => s.getAttribute('aria-valuenow'))).toEqual(['30', '60', '70']);
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/onboarding/skip-watch')).toBe(true);
  });
});

describe('settings', () => {
  it('shows the credit balance and history', async () => {
    api(userFixture(), (c) =>
      c.path === '/api/credits'
        ? answer('getCredits', {
            balance: 4,
            entries: [
              { type: 'purchase', amount: 4, description: 'Premium: 4 weeks', createdAt: '2026-11-02T10:00:00Z' },
              { type: 'week', amount: -1, description: 'Training week', createdAt: '2026-11-01T10:00:00Z' },
            ],
          })
        : undefined,
    );
    await renderApp('/settings/credits');
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('4');
    expect(screen.getByText('Premium: 4 weeks')).toBeInTheDocument();
    expect(screen.getByText('+4')).toBeInTheDocument();
    expect(screen.getByText('-1')).toBeInTheDocument();
  });

  it('shows the watch as not connected with a connect link to /api/garmin/connect', async () => {
    api(userFixture({ garminConnected: false }));
    await renderApp('/settings/watch');
    // Strava and intervals.icu have their own 'Not connected' cards on the same page.
    expect(await screen.findByTestId('watch-status')).toHaveTextContent('Not connected');
    expect(screen.getByRole('link', { name: 'Connect Garmin' })).toHaveAttribute(
      'href',
      '/api/garmin/connect?from=settings',
    );
    // The page loads three connection cards (Garmin, Strava, intervals.icu): slower than 5 s on a loaded machine.
  }, 20_000);

  it('changes the password after checking the confirmation', async () => {
    const { calls } = api(userFixture(), (c) =>
      c.path === '/api/user/password' ? answer('changePassword', null, 204) : undefined,
    );
    await renderApp('/settings/password');
    await userEvent.type(await screen.findByLabelText('Current password'), 'old-secret');
    await userEvent.type(screen.getByLabelText('New password'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/user/password')?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
  });

  it('deletes the account only with the password, after an explicit warning', async () => {
    const { calls } = api(userFixture(), (c) =>
      c.path === '/api/user' && c.method === 'DELETE'
        ? (c.body as { password: string }).password === 'right'
          ? answer('deleteUser', null, 204)
          : { status: 403, body: { message: 'Password is incorrect', error: 'Password is incorrect' } }
        : undefined,
    );
    const { router } = await renderApp('/settings/privacy');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    expect(await screen.findByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
    expect(screen.getByText(/This cannot be undone/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account forever' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    const password = screen.getByLabelText('Enter your password to confirm');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(password, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account forever' }));
    expect(await screen.findByText(/Password is incorrect/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/privacy');
    await userEvent.clear(password);
    await userEvent.type(password, 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account forever' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 8000 });
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([
      { password: 'wrong' },
      { password: 'right' },
    ]);
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(localStorage.getItem('logout')).toBeTruthy();
  }, 20_000);

  it('downloads the data export as a JSON file', async () => {
    api(userFixture(), (c) =>
      c.path === '/api/user/export' ? answer('exportUser', { user: { email: 'ada@example.com' } }) : undefined,
    );
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => (created.push(b), 'blob:x'),
        revokeObjectURL: () => undefined,
      }),
    );
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    await renderApp('/settings/privacy');
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toMatch(/^tricoach-export-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await created[0]!.text())).toEqual({ user: { email: 'ada@example.com' } });
    click.mockRestore();
  });
});
