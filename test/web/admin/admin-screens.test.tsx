import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteAnswer } from '@shared/api/route-answers';
import { answer, fakeFetch, renderApp, userFixture, type FakeAnswer, type FakeCall } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tasksStats: RouteAnswer<'adminOverview'>['tasks'] = {
  pending: 1,
  running: 2,
  completed: 40,
  failed: 2,
  failureRate: 2 / 42,
  p50Ms: 3000,
  p95Ms: 13_000,
  p95OverMaxBucket: false,
  byType: {},
};
const overview: RouteAnswer<'adminOverview'> = {
  generatedAt: '2026-11-25T00:00:00.000Z',
  accounts: { total: 42, newLast7Days: 5, withActivePlan: 17, watchConnections: 9 },
  weeksCreated: 80,
  credits: { sold: 52, granted: 10, removed: 2 },
  aiTokens: { input: 120000, output: 45000 },
  tasks: tasksStats,
  deadLetters: { depth: 3 },
  mails: { pending: 1, failed: 0 },
  acceptingSignups: true,
  audit: [
    {
      id: 'a1',
      at: '2026-11-24T10:00:00.000Z',
      actorId: 'u-1',
      actorEmail: 'ada@example.com',
      action: 'credits.grant',
      target: { kind: 'user', id: 'u-2', label: 'bo@example.com' },
      details: { amount: 3 },
    },
  ],
};
const row: RouteAnswer<'adminListUsers'>['items'][number] = {
  id: 'u-2',
  email: 'bo@example.com',
  name: 'Bo',
  createdAt: '2026-11-20T00:00:00.000Z',
  onboardingStatus: '5',
  credits: 4,
  garminConnected: true,
  isAdmin: false,
};
const failedTask: RouteAnswer<'adminListTasks'>['items'][number] = {
  id: 't-1',
  userId: 'u-2',
  userEmail: 'bo@example.com',
  taskType: 'week-generation',
  status: 'failed',
  createdAt: '2026-11-24T09:00:00.000Z',
  startedAt: '2026-11-24T09:00:01.000Z',
  completedAt: '2026-11-24T09:00:04.500Z',
  durationMs: 4500,
  attempts: 3,
  resends: 0,
  errorMessage: 'The coach could not build this week',
  retryable: true,
};
const mail: RouteAnswer<'adminGetUser'>['mails'][number] = {
  id: 'm-1',
  kind: 'reset-password',
  subject: 'Reset your password',
  status: 'failed',
  attempts: 5,
  createdAt: '2026-11-24T08:00:00.000Z',
  sentAt: null,
  lastError: 'Mailbox unavailable',
};
const detail: RouteAnswer<'adminGetUser'> = {
  user: { ...userFixture({ id: 'u-2', email: 'bo@example.com', name: 'Bo', credits: 4 }) },
  plans: [],
  weeks: [],
  credits: { balance: 4, entries: [] },
  tasks: [failedTask],
  mails: [mail],
  audit: [],
};

function api(extra: (c: FakeCall) => FakeAnswer | undefined = () => undefined, isAdmin = true) {
  return fakeFetch((c) => {
    const own = extra(c);
    if (own) return own;
    if (c.path === '/api/user') return answer('getUser', userFixture({ isAdmin }));
    if (c.path === '/api/admin/overview') return answer('adminOverview', overview);
    if (c.path === '/api/admin/users' || c.path.startsWith('/api/admin/users?'))
      return answer('adminListUsers', { items: [row], cursor: null });
    if (c.path === '/api/admin/users/u-2') return answer('adminGetUser', detail);
    if (c.path === '/api/admin/beta-testers')
      return answer('adminListBetaTesters', {
        items: [
          {
            email: 'cy@example.com',
            name: 'Cy',
            status: 'pending',
            createdAt: '2026-11-01T00:00:00.000Z',
            invitedAt: null,
          },
          {
            email: 'di@example.com',
            name: null,
            status: 'invited',
            createdAt: '2026-11-02T00:00:00.000Z',
            invitedAt: '2026-11-03T00:00:00.000Z',
          },
          {
            email: 'ed@example.com',
            name: null,
            status: 'registered',
            createdAt: '2026-11-02T00:00:00.000Z',
            invitedAt: null,
          },
        ],
        cursor: null,
      });
    if (c.path.startsWith('/api/admin/ai-tasks?'))
      return answer('adminListTasks', { items: [failedTask], cursor: null, deadLetters: { depth: 3 } });
    if (c.path === '/api/admin/garmin/parked')
      return answer('adminListParkedGarmin', {
        counts: { pushes: 0, sends: 1 },
        items: [
          {
            id: 'p-1',
            kind: 'send',
            parkedAt: '2026-11-24T09:00:00.000Z',
            attempts: 5,
            lastError: 'Service Unavailable',
            userId: 'u-2',
            workoutId: 'wo-1',
          },
        ],
      });
    if (c.path === '/api/admin/suggestions')
      return answer('adminListSuggestions', {
        items: [
          {
            id: 's-1',
            userId: 'u-2',
            userEmail: 'bo@example.com',
            suggestion: 'Please add open-water swims',
            createdAt: '2026-11-24T07:00:00.000Z',
            readAt: null,
          },
        ],
        cursor: null,
      });
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
      if (c.path === '/api/admin/config' && c.method === 'PATCH')
        return answer('adminPatchConfig', { acceptingSignups: false });
      if (c.path === '/api/admin/beta-testers/cy%40example.com/invite')
        return answer('adminInviteBetaTester', { invited: 'cy@example.com' });
      return undefined;
    });
    await renderApp('/admin');
    expect(await screen.findByTestId('stat-accounts')).toHaveTextContent('42');
    // The AI tokens used sit next to the credits sold (the cost of what was sold).
    expect(screen.getByTestId('stat-ai-tokens')).toHaveTextContent(/120,?000 in · 45,?000 out/);
    expect(await screen.findByTestId('audit-list')).toHaveTextContent('Credits granted');
    await userEvent.click(screen.getByRole('tab', { name: 'Athletes' }));
    expect(await screen.findByRole('link', { name: 'bo@example.com' })).toHaveAttribute('href', '/admin/user/u-2');
    await userEvent.click(screen.getByRole('tab', { name: 'Signups' }));
    await userEvent.click(await screen.findByTestId('signups-switch'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/config')?.body).toEqual({ acceptingSignups: false }),
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Invite' })[0]!);
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/beta-testers/cy%40example.com/invite')).toBe(true),
    );
  }, 20_000);

  it("grants credits with a reason on an athlete's page", async () => {
    const { calls } = api((c) =>
      c.path === '/api/admin/users/u-2/credits' ? answer('adminAdjustCredits', { balance: 6 }, 201) : undefined,
    );
    await renderApp('/admin/user/u-2');
    expect(await screen.findByTestId('admin-user-balance')).toHaveTextContent('4');
    await userEvent.type(screen.getByLabelText('Credits to add (negative to remove)'), '2');
    await userEvent.type(screen.getByLabelText('Reason'), 'Race-week goodwill');
    await userEvent.click(screen.getByRole('button', { name: 'Grant' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/users/u-2/credits')?.body).toEqual({
        amount: 2,
        description: 'Race-week goodwill',
      }),
    );
  });

  it('asks before +1000 credits and says why -5000 cannot be sent', async () => {
    const { calls } = api((c) =>
      c.path === '/api/admin/users/u-2/credits' ? answer('adminAdjustCredits', { balance: 1004 }, 201) : undefined,
    );
    await renderApp('/admin/user/u-2');
    await screen.findByTestId('admin-user-balance');
    const amount = screen.getByLabelText('Credits to add (negative to remove)');
    fireEvent.change(amount, { target: { value: '-5000' } });
    await userEvent.type(screen.getByLabelText('Reason'), 'Typo test');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(screen.getByTestId('credits-why')).toHaveTextContent(
      'At most 1000 credits can be added or removed at once.',
    );
    fireEvent.change(amount, { target: { value: '1000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByTestId('credits-confirm')).toHaveTextContent(
      "This adds 1000 credits to the athlete's balance.",
    );
    expect(calls.some((c) => c.path === '/api/admin/users/u-2/credits')).toBe(false);
    await userEvent.click(screen.getByTestId('credits-confirm-send'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/users/u-2/credits')?.body).toEqual({
        amount: 1000,
        description: 'Typo test',
      }),
    );
  }, 20_000);

  it('shows the AI tasks of the last 24 h on the overview, and retries a failed week and redrives the DLQ from the tasks tab', async () => {
    const { calls } = api((c) => {
      if (c.path === '/api/admin/users/u-2/ai-tasks/t-1/retry')
        return answer('adminRetryTask', { weekId: 'w-1', sessionId: 't-2' });
      if (c.path === '/api/admin/ai-tasks/dead-letters/redrive')
        return answer('adminRedriveDeadLetters', { moved: 3, remaining: 0 });
      if (c.path === '/api/admin/garmin/parked/redrive')
        return answer('adminRedriveParkedGarmin', { moved: 1, remaining: 0 });
      return undefined;
    });
    await renderApp('/admin');
    const stats = await screen.findByTestId('task-stats');
    expect(stats).toHaveTextContent('Failure rate4.8%');
    expect(stats).toHaveTextContent('p95up to 13 s');
    expect(screen.getByTestId('stat-active-plans')).toHaveTextContent('17');

    await userEvent.click(screen.getByRole('tab', { name: 'AI tasks' }));
    expect(await screen.findByText('The coach could not build this week')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/admin/ai-tasks?status=failed')).toBe(true);
    expect(screen.getByTestId('dead-letters')).toHaveTextContent('3 messages the workers could not handle.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/users/u-2/ai-tasks/t-1/retry' && c.method === 'POST')).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Redrive to the task queue' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/ai-tasks/dead-letters/redrive')).toBe(true));
    const parked = screen.getByTestId('garmin-parked');
    expect(parked).toHaveTextContent('Pushes from Garmin: 0 · workouts to the watch: 1');
    expect(parked).toHaveTextContent('Workout to the watch · 5 attempts · Service Unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Send them again' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/garmin/parked/redrive' && c.method === 'POST')).toBe(true),
    );
  }, 20_000);

  it('invites a selection of beta testers at once; registered ones cannot be selected', async () => {
    const { calls } = api((c) =>
      c.path === '/api/admin/beta-testers/invite'
        ? answer('adminInviteBetaTesters', { invited: ['cy@example.com', 'di@example.com'], skipped: [] })
        : undefined,
    );
    await renderApp('/admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Signups' }));
    expect(await screen.findByRole('checkbox', { name: 'Select ed@example.com' })).toBeDisabled();
    expect(screen.getByTestId('invite-selected')).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select cy@example.com' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select di@example.com' }));
    await userEvent.click(screen.getByRole('button', { name: 'Invite 2 selected' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/beta-testers/invite')?.body).toEqual({
        emails: ['cy@example.com', 'di@example.com'],
        lang: 'en',
      }),
    );
  }, 20_000);

  it('lists suggestions and marks one read', async () => {
    const { calls } = api((c) =>
      c.path === '/api/admin/suggestions/s-1/read'
        ? answer('adminMarkSuggestionRead', { readAt: '2026-11-25T00:00:00.000Z' })
        : undefined,
    );
    await renderApp('/admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Suggestions' }));
    expect(await screen.findByText('Please add open-water swims')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/suggestions/s-1/read')).toBe(true));
  }, 20_000);

  it("shows an athlete's recent AI tasks and mails, and sends them a password reset link", async () => {
    const { calls } = api((c) =>
      c.path === '/api/admin/users/u-2/password-reset' ? answer('adminResendPasswordReset', { sent: true }) : undefined,
    );
    await renderApp('/admin/user/u-2');
    expect(await screen.findByTestId('task-list')).toHaveTextContent('Week generation');
    expect(screen.getByTestId('mail-list')).toHaveTextContent('After 5 attempts: Mailbox unavailable');
    await userEvent.click(screen.getByTestId('resend-reset'));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/users/u-2/password-reset' && c.method === 'POST')).toBe(true),
    );
  }, 20_000);
});

describe('the way to the console', () => {
  it('settings link to the admin console for admins only', async () => {
    api();
    await renderApp('/settings/profile');
    expect(await screen.findByTestId('admin-console-link')).toHaveAttribute('href', '/admin');
    cleanup();
    api(undefined, false);
    await renderApp('/settings/profile');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByTestId('admin-console-link')).toBeNull();
  }, 20_000);
});
