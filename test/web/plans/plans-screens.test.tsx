import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanOverview } from '@shared/schemas/training';
import { halfDistanceEventType, planFixture, weekFixture, type PlanAnswer } from '../support/fixtures';
import { answer, fakeFetch, renderApp, userFixture, type FakeAnswer, type FakeCall } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

function plan(overrides: Partial<PlanAnswer> = {}) {
  return planFixture({
    id: 'plan-1',
    planStarts: day(-28),
    primaryEventName: 'Gdynia 70.3',
    primaryEventDate: day(70),
    primaryEventBikeElevation: 800,
    primaryEventRunElevation: 120,
    generationTaskId: 't-1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    planOverview: {
      eventDescription: 'A half distance race.',
      overallStrategySummary: 'Build slowly.',
      targetEvent: day(70),
      totalWeeks: 14,
      trainingPhases: [
        {
          phaseName: 'Base',
          focus: 'Aerobic base',
          description: 'Easy volume',
          keyConsiderations: 'Keep it easy',
          startDate: day(-28),
          endDate: day(-1),
        },
        {
          phaseName: 'Build',
          focus: 'Race-specific work',
          description: 'Intervals',
          keyConsiderations: 'Sleep well',
          startDate: day(0),
          endDate: day(70),
        },
      ],
      weeklyFocus: { '1': 'Base' },
      weeklyVolume: { '1': { run: 100, bike: 0, swim: 60 } },
      workoutTypes: [],
      notes: '',
      trainingTips: [],
      nutrition: '',
      recovery: '',
    } satisfies PlanOverview,
    ...overrides,
  });
}

function api(handlers: (c: FakeCall) => FakeAnswer | undefined) {
  return fakeFetch((c) => {
    const own = handlers(c);
    if (own) return own;
    if (c.path === '/api/user') return answer('getUser', userFixture());
    if (c.path === '/api/config/accepting-signups') return answer('acceptingSignups', { acceptingSignups: true });
    if (c.path === '/api/event-types') return answer('listEventTypes', [halfDistanceEventType()]);
    return undefined;
  });
}

describe('dashboard', () => {
  // The file's first render loads the dashboard's modules: over 5 s on a loaded machine (before issue 28 too).
  it('offers the set-goal button without a plan and sends feedback with the seed messages', async () => {
    const { calls } = api((c) => {
      if (c.path === '/api/plans') return answer('listPlans', []);
      if (c.path === '/api/weeks/active') return answer('activeWeek', null);
      if (c.path === '/api/suggestions') return answer('sendSuggestion', { id: 's' }, 201);
      return undefined;
    });
    await renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Set a goal' })).toHaveAttribute('href', '/create-plan');
    // The side cards render right after the plan overview has painted.
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Your suggestion'), '  More swim drills  ');
    await userEvent.click(send);
    expect(
      await screen.findByText('Your suggestion has been sent successfully. We appreciate your feedback!'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/suggestions')?.body).toEqual({ suggestion: 'More swim drills' });
  }, 20_000);

  it('shows a failed suggestion as a destructive toast', async () => {
    api((c) => {
      if (c.path === '/api/plans') return answer('listPlans', []);
      if (c.path === '/api/weeks/active') return answer('activeWeek', null);
      if (c.path === '/api/suggestions') return { status: 500, body: { message: 'Internal server error' } };
      return undefined;
    });
    await renderApp('/dashboard');
    await userEvent.type(await screen.findByLabelText('Your suggestion'), 'Idea');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send suggestion. Please try again.')).toBeInTheDocument();
  });

  it('shows progress, the target event, the week badges and the phase of the coming Monday', async () => {
    api((c) => {
      if (c.path === '/api/plans') return answer('listPlans', [plan()]);
      if (c.path === '/api/weeks/active')
        return answer(
          'activeWeek',
          // The client trims the style (the seed's rule), so padding is tolerated though the server never sends it.
          weekFixture({ trainingPlanId: 'plan-1', firstDay: '2026-12-28', trainingStyle: ' flexible ' as 'flexible' }),
        );
      if (c.path === '/api/plans/plan-1/weeks') return answer('listPlanWeeks', []);
      return undefined;
    });
    await renderApp('/dashboard');
    // 70 days = 10 weeks left of 14: 100 - 10/14*100 = 28.6 -> 29 %.
    expect(await screen.findByTestId('plan-progress')).toHaveTextContent('29%');
    expect(await screen.findByRole('link', { name: 'Edit training plan' })).toHaveAttribute('href', '/modal/edit-plan');
    expect(screen.getByRole('link', { name: 'Show training strategy' })).toHaveAttribute(
      'href',
      '/modal/training-strategy',
    );
    expect(screen.getByRole('link', { name: 'Week settings' })).toHaveAttribute('href', '/modal/week-settings');
    expect(screen.getByText('Flexible')).toBeInTheDocument();
    expect(screen.getByText('28/12 - 03/01')).toBeInTheDocument();
    const phaseToggle = screen.getByText('Current phase').closest('summary')!;
    // Today is never before the coming Monday, and the Build phase starts today.
    expect(phaseToggle).toHaveTextContent('Build');
    expect(screen.getByText('Race-specific work')).not.toBeVisible();
    await userEvent.click(phaseToggle);
    expect(screen.getByText('Race-specific work')).toBeVisible();
  });

  it("offers one week-creation button when there is no week: the planner's, with this week pointing to it", async () => {
    api((c) => {
      if (c.path === '/api/plans') return answer('listPlans', [plan()]);
      if (c.path === '/api/weeks/active') return answer('activeWeek', null);
      if (c.path === '/api/plans/plan-1/weeks') return answer('listPlanWeeks', []);
      return undefined;
    });
    await renderApp('/dashboard');
    expect(await screen.findByText('You have no active week yet. Create it in the planner above.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create week' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a new week' })).toBeNull();
  });
});

describe('modal screens', () => {
  it("answers an unknown type with 'Not Found' and goes back to the dashboard without history", async () => {
    api((c) =>
      c.path === '/api/plans'
        ? answer('listPlans', [])
        : c.path === '/api/weeks/active'
          ? answer('activeWeek', null)
          : undefined,
    );
    const { router } = await renderApp('/modal/nope');
    expect(await screen.findByText('Modal content not found')).toBeInTheDocument();
    expect(screen.getAllByText('Not Found').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("shows 'No active training plan found' on the editor without a plan", async () => {
    api((c) => (c.path === '/api/plans' ? answer('listPlans', [plan({ active: false })]) : undefined));
    await renderApp('/modal/edit-plan');
    expect(await screen.findByText('No active training plan found')).toBeInTheDocument();
  });

  it('renders the strategy with the volume table and en-GB phase dates', async () => {
    api((c) =>
      c.path === '/api/plans'
        ? answer('listPlans', [plan()])
        : c.path === '/api/weeks/active'
          ? answer('activeWeek', weekFixture({ trainingPlanId: 'plan-1' }))
          : undefined,
    );
    await renderApp('/modal/training-strategy');
    const table = await screen.findByTestId('volume-table');
    expect(table).toHaveTextContent('100');
    expect(table.querySelectorAll('tbody td')[2]).toHaveTextContent('-');
    const [y, m, d] = day(0).split('-');
    expect(screen.getAllByText(new RegExp(`${d}/${m}/${y}`)).length).toBeGreaterThan(0);
  });
});

describe('plan generation progress', () => {
  it("times out after 180 s with the seed's texts and Try Again", async () => {
    api((c) =>
      c.path.startsWith('/api/plans/status/')
        ? answer('planStatus', { completed: false, status: 'pending', planId: 'p' })
        : c.path === '/api/plans'
          ? answer('listPlans', [])
          : undefined,
    );
    localStorage.setItem('tricoach.planInProgressId', 'p');
    localStorage.setItem('tricoach.planSessionId', 's');
    localStorage.setItem('tricoach.planGenerationStartedAt', String(Date.now() - 181_000));
    await renderApp('/waiting');
    expect(await screen.findByText('Generation timed out')).toBeInTheDocument();
    expect(screen.getByText('The process took longer than expected.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Analyzing requirements')).toBeInTheDocument();
  });

  it('clears the stored ids and shows the error when generation failed', async () => {
    api((c) =>
      c.path.startsWith('/api/plans/status/')
        ? answer('planStatus', {
            completed: false,
            status: 'failed',
            error: 'The AI service is busy. Please try again.',
            planId: 'p',
          })
        : c.path === '/api/plans'
          ? answer('listPlans', [])
          : undefined,
    );
    sessionStorage.setItem('tricoach.planInProgressId', 'p');
    sessionStorage.setItem('tricoach.planSessionId', 's');
    await renderApp('/waiting');
    expect(await screen.findByText('The AI service is busy. Please try again.')).toBeInTheDocument();
    expect(sessionStorage.getItem('tricoach.planSessionId')).toBeNull();
    expect(localStorage.getItem('tricoach.planSessionId')).toBeNull();
  });
});

describe('the edit-plan wizard and the browser history', () => {
  it('Back steps back within the wizard and keeps the edits instead of leaving it', async () => {
    api((c) => {
      if (c.path === '/api/plans') return answer('listPlans', [plan()]);
      if (c.path === '/api/weeks/active') return answer('activeWeek', null);
      return undefined;
    });
    const { router } = await renderApp('/modal/edit-plan');
    await userEvent.click(await screen.findByText('Modify Training Plan'));
    const name = (await screen.findAllByPlaceholderText(/.+/))[0] as HTMLInputElement;
    await userEvent.clear(name);
    await userEvent.type(name, 'Edited race');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('list', { name: 'Step 2 of 3' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/modal/edit-plan');
    expect(await screen.findByDisplayValue('Edited race')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/modal/edit-plan');
    expect(await screen.findByText('Modify Training Plan')).toBeInTheDocument();
  }, 30_000);
});

describe('the edit-plan wizard points to the availability', () => {
  it('on the training days step, with a link to Settings > Availability', async () => {
    api((c) => {
      if (c.path === '/api/plans') return answer('listPlans', [plan()]);
      if (c.path === '/api/weeks/active') return answer('activeWeek', null);
      return undefined;
    });
    await renderApp('/modal/edit-plan');
    await userEvent.click(await screen.findByText('Modify Training Plan'));
    expect(screen.queryByTestId('edit-plan-availability')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Minutes per day, pool days and blackout dates/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open availability settings' })).toHaveAttribute(
      'href',
      '/settings/availability',
    );
  }, 30_000);
});

describe('plan update failures', () => {
  async function updateWith(reply: FakeAnswer) {
    api((c) => {
      if (c.path === '/api/plans') return answer('listPlans', [plan()]);
      if (c.path === '/api/weeks/active') return answer('activeWeek', null);
      if (c.method === 'PUT' && c.path === '/api/plans/plan-1') return reply;
      return undefined;
    });
    await renderApp('/modal/edit-plan');
    await userEvent.click(await screen.findByText('Modify Training Plan'));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('list', { name: 'Step 2 of 3' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
  }

  it("an HTML page instead of data is 'Failed to update plan' with the HTML message", async () => {
    await updateWith({ status: 200, body: '<!doctype html><html><body>Bad gateway</body></html>' });
    expect(await screen.findByText('Failed to update plan')).toBeInTheDocument();
    expect(
      screen.getByText('The server answered with an HTML page instead of data. Please check the server logs.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to update training plan')).toBeNull();
  });

  it("a refusal from the server is 'Failed to update training plan' with its message", async () => {
    await updateWith({
      status: 400,
      body: { message: 'Event date cannot be in the past', error: 'Event date cannot be in the past' },
    });
    expect(await screen.findByText('Failed to update training plan')).toBeInTheDocument();
    expect(screen.getAllByText(/Event date cannot be in the past/).length).toBeGreaterThan(0);
  });
});

describe('the plan wizards check each step before it is left', () => {
  it('create-plan: Next on an empty goal names each missing field and says why with the toast', async () => {
    api((c) => (c.path === '/api/plans' || c.path.startsWith('/api/plans?') ? answer('listPlans', []) : undefined));
    await renderApp('/create-plan');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Please fill in event name, date and type for the primary goal'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Missing required fields')).toBeInTheDocument();
    expect(screen.getByText('Event name is required')).toBeInTheDocument();
    expect(screen.getByText('Event date is required')).toBeInTheDocument();
    expect(screen.getByText('Event type is required')).toBeInTheDocument();
    const name = screen.getByLabelText('Event name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')).toBe(screen.getByText('Event name is required').id);
    expect(screen.getByRole('list', { name: 'Step 1 of 3' })).toBeInTheDocument();
    // After the refusal each change is checked again: the name's message goes as it is typed.
    await userEvent.type(name, 'Gdynia 70.3');
    await waitFor(() => expect(screen.queryByText('Event name is required')).toBeNull());
    expect(name).not.toHaveAttribute('aria-invalid');
  }, 30_000);

  it('edit-plan: a past date, then no training day, block Next; the fixed plan is sent as typed', async () => {
    const { calls } = api((c) => {
      if (c.path === '/api/plans') return answer('listPlans', [plan()]);
      if (c.path === '/api/weeks/active') return answer('activeWeek', null);
      if (c.method === 'PUT' && c.path === '/api/plans/plan-1')
        return answer('updatePlan', { ...plan(), sessionId: null });
      return undefined;
    });
    await renderApp('/modal/edit-plan');
    await userEvent.click(await screen.findByText('Modify Training Plan'));
    const date = (await screen.findByLabelText('Event date')) as HTMLInputElement;
    await userEvent.clear(date);
    await userEvent.type(date, day(-1));
    // A past date is said at once, before Next.
    expect(await screen.findByText('Event date cannot be earlier than today')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Event date cannot be earlier than today')).toHaveLength(2);
    expect(screen.queryByText('Missing required fields')).toBeNull();
    await userEvent.clear(date);
    await userEvent.type(date, day(30));
    const name = screen.getByLabelText('Event name');
    await userEvent.clear(name);
    await userEvent.type(name, '  Edited race ');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('list', { name: 'Step 2 of 3' });

    await userEvent.click(await screen.findByRole('button', { name: 'Monday', pressed: true }));
    expect(screen.queryByText('Choose at least one training day')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Choose at least one training day')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Wednesday', pressed: false }));
    await waitFor(() => expect(screen.getAllByText('Choose at least one training day')).toHaveLength(1));
    await userEvent.type(screen.getByLabelText('Training preferences'), 'No pool on Fridays');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('list', { name: 'Step 3 of 3' });
    await userEvent.type(await screen.findByLabelText(/about yourself/i), 'Masters swimmer');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      primaryGoal: {
        name: 'Edited race',
        date: day(30),
        type: 'half',
        swimDistance: 1900,
        bikeDistance: 90,
        bikeElevation: 800,
        runDistance: 21.1,
        runElevation: 120,
      },
      secondaryGoals: [],
      workoutDays: ['wednesday'],
      workoutsPerWeek: 8,
      trainingPreferences: 'No pool on Fridays',
      personalDescription: 'Masters swimmer',
    });
  }, 60_000);
});
