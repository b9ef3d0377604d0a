import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderApp, userFixture } from '../support/render';

const MON = '2026-11-23';
const plan = {
  id: 'p-1',
  active: true,
  status: 'ready',
  planStarts: MON,
  primaryEventName: 'Gdynia',
  primaryEventDate: '2027-06-01',
  workoutDays: ['monday', 'wednesday', 'saturday'],
  planOverview: null,
  secondaryGoals: [],
};
const week = {
  id: 'w-1',
  trainingPlanId: 'p-1',
  firstDay: MON,
  trainingStyle: 'classic',
  active: true,
  deleted: false,
  status: 'ready',
  requirementsPrompt: '',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const run = {
  id: 'r',
  weekId: 'w-1',
  day: MON,
  isCompleted: false,
  userNotes: null,
  aiSummary: null,
  aiTaskId: 't',
  createdAt: '2026-11-01T00:00:00.000Z',
  workoutDetails: {
    workoutName: 'Long run',
    description: 'd',
    sport: 'RUNNING',
    estimatedDurationInSecs: 5400,
    steps: [
      {
        type: 'WorkoutStep',
        stepOrder: 1,
        intensity: 'ACTIVE',
        description: 'x',
        durationType: 'TIME',
        durationValue: 5400,
        targetType: 'HEART_RATE',
        targetValue: 2,
        targetValueLow: null,
        targetValueHigh: null,
      },
    ],
  },
};
const reading = (value: number | null, limit: number | null, status: string) => ({ value, limit, status });
const checks = {
  ramp: reading(3.4, 8, 'ok'),
  monotony: reading(1.42, 2, 'ok'),
  strain: reading(null, null, 'unknown'),
  form: reading(-34.2, -30, 'over'),
  restDays: reading(4, 1, 'ok'),
  hardDaysInARow: reading(1, 1, 'ok'),
};

function api(loadCheckStatus = 200) {
  return fakeFetch((c) => {
    if (c.path === '/api/user') return { status: 200, body: userFixture() };
    if (c.path === '/api/plans') return { status: 200, body: [plan] };
    if (c.path === '/api/weeks/active') return { status: 200, body: week };
    if (c.path === '/api/weeks/w-1/workouts') return { status: 200, body: [run] };
    if (c.path === '/api/weeks/w-1/load-check' && loadCheckStatus !== 200)
      return { status: loadCheckStatus, body: { message: 'down' } };
    if (c.path === '/api/weeks/w-1/load-check')
      return { status: 200, body: { weekId: 'w-1', firstDay: MON, plannedFrom: MON, checks } };
    return undefined;
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the load check on the week board', { timeout: 20_000 }, () => {
  it('says how many limits the week breaks, and each figure against its limit or why it cannot be judged yet', async () => {
    api();
    await renderApp('/week', 'en');
    const card = await screen.findByTestId('load-check');
    expect(card).toHaveTextContent('Load check');
    expect(card).toHaveTextContent('1 limit broken');
    await userEvent.click(within(card).getByText('Load check'));
    const form = screen.getByTestId('load-check-form');
    expect(form).toHaveAttribute('data-status', 'over');
    expect(form).toHaveTextContent('Lowest form');
    expect(form).toHaveTextContent('Not below -30');
    expect(form).toHaveTextContent('-34.2');
    expect(screen.getByTestId('load-check-ramp')).toHaveTextContent('+3.4 a week');
    expect(screen.getByTestId('load-check-strain')).toHaveTextContent('Needs an earlier week with training');
  });

  it('speaks Polish, with Polish numbers', async () => {
    api();
    await renderApp('/week', 'pl');
    const card = await screen.findByTestId('load-check');
    await waitFor(() => expect(card).toHaveTextContent('Kontrola obciążenia'));
    expect(card).toHaveTextContent('przekroczony 1 limit');
    expect(screen.getByTestId('load-check-monotony')).toHaveTextContent('1,42');
  });

  it('keeps its place with a plain word when the check cannot be had, and the board still shows', async () => {
    api(503);
    await renderApp('/week', 'en');
    const placeholder = await screen.findByTestId('load-check-pending');
    await waitFor(() => expect(placeholder).toHaveTextContent('could not be checked just now'));
    expect(screen.getByText('Long run')).toBeInTheDocument();
  });
});
