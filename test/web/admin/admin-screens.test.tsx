import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderApp, userFixture, type FakeCall } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const overview = { generatedAt: '2026-11-25T00:00:00.000Z', accounts: { total: 42, newLast7Days: 5 }, credits: { granted: 10, removed: 2 }, mails: { pending: 1, failed: 0 }, acceptingSignups: true, audit: [{ id: 'a1', at: '2026-11-24T10:00:00.000Z', actorId: 'u-1', actorEmail: 'ada@example.com', action: 'credits.grant', target: { kind: 'user', id: 'u-2', label: 'bo@example.com' }, details: { amount: 3 } }] };
const row = { id: 'u-2', email: 'bo@example.com', name: 'Bo', createdAt: '2026-11-20T00:00:00.000Z', onboardingStatus: '5', credits: 4, garminConnected: true, isAdmin: false };
const detail = { user: { ...userFixture({ id: 'u-2', email: 'bo@example.com', name: 'Bo', credits: 4 }) }, plans: [], weeks: [], credits: { balance: 4, entries: [] }, audit: [] };

function api(extra: (c: FakeCall) => { status: number; body?: unknown } | undefined = () => undefined, isAdmin = true) {
  return fakeFetch((c) => {
    const answer = extra(c);
    if (answer) return answer;
    if (c.path === '/api/user') return { status: 200, body: userFixture({ isAdmin }) };
    if (c.path === '/api/admin/overview') return { status: 200, body: overview };
    if (c.path === '/api/admin/users' || c.path.startsWith('/api/admin/users?')) return { status: 200, body: { items: [row], cursor: null } };
    if (c.path === '/api/admin/users/u-2') return { status: 200, body: detail };
    if (c.path === '/api/admin/beta-testers') return { status: 200, body: { items: [{ email: 'cy@example.com', name: 'Cy', status: 'pending', createdAt: '2026-11-01T00:00:00.000Z', invitedAt: null }], cursor: null } };
    return undefined;
  });
}

describe('the admin console', () => {
  it('sends an athlete who is not an admin to the dashboard', async () => {
    api(undefined, false);
    const { router } = await renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 8000 });
  });

  it('shows the overview, lists athletes, and closes signups and invites from the signups tab', async () => {
    const { calls } = api((c) => {
      if (c.path === '/api/admin/config' && c.method === 'PATCH') return { status: 200, body: { acceptingSignups: false } };
      if (c.path === '/api/admin/beta-testers/cy%40example.com/invite') return { status: 200, body: { invited: 'cy@example.com' } };
      return undefined;
    });
    await renderApp('/admin');
    expect(await screen.findByTestId('stat-accounts')).toHaveTextContent('42');
    expect(screen.getByTestId('audit-list')).toHaveTextContent('Credits granted');
    await userEvent.click(screen.getByRole('tab', { name: 'Athletes' }));
    expect(await screen.findByRole('link', { name: 'bo@example.com' })).toHaveAttribute('href', '/admin/user/u-2');
    await userEvent.click(screen.getByRole('tab', { name: 'Signups' }));
    await userEvent.click(await screen.findByTestId('signups-switch'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/admin/config')?.body).toEqual({ acceptingSignups: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/beta-testers/cy%40example.com/invite')).toBe(true));
  }, 20_000);

  it("grants credits with a reason on an athlete's page", async () => {
    const { calls } = api((c) => (c.path === '/api/admin/users/u-2/credits' ? { status: 201, body: { balance: 6 } } : undefined));
    await renderApp('/admin/user/u-2');
    expect(await screen.findByTestId('admin-user-balance')).toHaveTextContent('4');
    await userEvent.type(screen.getByLabelText('Credits to add (negative to remove)'), '2');
    await userEvent.type(screen.getByLabelText('Reason'), 'Race-week goodwill');
    await userEvent.click(screen.getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/admin/users/u-2/credits')?.body).toEqual({ amount: 2, description: 'Race-week goodwill' }));
  });
});
