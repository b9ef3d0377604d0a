import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LimitReading } from '@shared/training/safety/load-check';
import { planFixture, stepFixture, weekFixture, workoutFixture } from '../support/fixtures';
import { answer, fakeFetch, renderApp, userFixture } from '../support/render';

const MON = '2026-11-23';
const plan = planFixture({ planStarts: MON, workoutDays: ['monday', 'wednesday', 'saturday'] });
const week = weekFixture({ firstDay: MON });
const run = workoutFixture({
  id: 'r',
  day: MON,
  details: {
    workoutName: 'Long run',
    estimatedDurationInSecs: 5400,
    steps: [stepFixture({ description: 'x', durationValue: 5400 })],
  },
});
const reading = (value: number | null, limit: number | null, status: LimitReading['status']) => ({
  value,
  limit,
  status,
});
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
    if (c.path === '/api/user') return answer('getUser', userFixture());
    if (c.path === '/api/plans') return answer('listPlans', [plan]);
    if (c.path === '/api/weeks/active') return answer('activeWeek', week);
    if (c.path === '/api/weeks/w-1/workouts') return answer('weekWorkouts', [run]);
    if (c.path === '/api/weeks/w-1/load-check' && loadCheckStatus !== 200)
      return { status: loadCheckStatus, body: { message: 'down' } };
    if (c.path === '/api/weeks/w-1/load-check')
      return answer('weekLoadCheck', { weekId: 'w-1', firstDay: MON, plannedFrom: MON, checks });
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
