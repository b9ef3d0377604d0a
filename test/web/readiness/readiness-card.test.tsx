import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '@shared/calendar/days';
import type { RouteAnswer } from '@shared/api/route-answers';
import { planFixture } from '../support/fixtures';
import { answer, fakeFetch, renderApp, userFixture } from '../support/render';

const today = localDay(new Date());
const plan = planFixture({ planStarts: today, workoutDays: ['monday', 'wednesday', 'saturday'] });
const empty: RouteAnswer<'getReadiness'> = {
  date: today,
  checkIn: null,
  watch: null,
  reading: { date: today, verdict: null, drivers: [], baselineDays: 3, sick: false },
  proposal: null,
  decision: null,
};
const afterCheckIn: RouteAnswer<'putReadinessCheckIn'> = {
  ...empty,
  checkIn: { sleep: 2, fatigue: 2, soreness: 3, stress: 3, motivation: 3, sick: false, restingHr: null, hrvRmssd: 40 },
  reading: {
    date: today,
    verdict: 'caution',
    baselineDays: 3,
    sick: false,
    drivers: [
      { kind: 'hrv', level: 1, change: -12 },
      { kind: 'sleep', level: 1, value: 2, source: 'check-in' },
    ],
  },
  proposal: {
    kind: 'ease',
    workoutId: 'w-1',
    workoutName: 'Run intervals 5x4 min',
    easedName: 'Easy run 50 min',
    easedMinutes: 50,
  },
};

function api(lang: 'en' | 'pl' = 'en') {
  return fakeFetch((c) => {
    if (c.path === '/api/user') return answer('getUser', userFixture({ lang }));
    if (c.path === '/api/plans') return answer('listPlans', [plan]);
    if (c.path === '/api/weeks/active') return answer('activeWeek', null);
    if (c.path === `/api/readiness?date=${today}`) return answer('getReadiness', empty);
    if (c.path === '/api/readiness/check-in') return answer('putReadinessCheckIn', afterCheckIn);
    if (c.path === '/api/readiness/decision')
      return answer('decideReadiness', {
        ...afterCheckIn,
        proposal: null,
        decision: {
          kind: 'ease',
          workoutId: 'w-1',
          choice: (c.body as { choice: 'accept' | 'keep' }).choice,
          decidedAt: 'x',
          verdict: 'caution',
          drivers: [],
        },
      });
    return undefined;
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the readiness check-in on the dashboard', { timeout: 60_000 }, () => {
  it('five taps and Save give the reading with its reason, and Accept sends the proposal shown', async () => {
    const { calls } = api();
    await renderApp('/dashboard', 'en');
    const card = await screen.findByTestId('readiness', {}, { timeout: 15_000 });
    const save = within(card).getByTestId('check-in-save');
    expect(save).toBeDisabled();
    for (const [item, value] of Object.entries({ sleep: 2, fatigue: 2, soreness: 3, stress: 3, motivation: 3 }))
      await userEvent.click(within(card).getByTestId(`check-in-${item}-${value}`));
    await userEvent.type(within(card).getByTestId('check-in-hrv'), '40');
    await userEvent.click(save);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/readiness/check-in')?.body).toEqual({
        date: today,
        sleep: 2,
        fatigue: 2,
        soreness: 3,
        stress: 3,
        motivation: 3,
        sick: false,
        restingHr: null,
        hrvRmssd: 40,
      }),
    );
    const proposal = await within(card).findByTestId('readiness-proposal', {}, { timeout: 10_000 });
    expect(card).toHaveTextContent('Caution');
    expect(proposal).toHaveTextContent('Easy run 50 min (50 min)');
    expect(proposal).toHaveTextContent('Why: HRV 12 % under your baseline and poor sleep.');
    await userEvent.click(within(proposal).getByTestId('readiness-accept'));
    await within(card).findByTestId('readiness-decision', {}, { timeout: 10_000 });
    expect(calls.find((c) => c.path === '/api/readiness/decision')?.body).toEqual({
      date: today,
      choice: 'accept',
      kind: 'ease',
      workoutId: 'w-1',
    });
  });

  it('says which reading is out of range, beside it, and sends nothing until it is fixed', async () => {
    const { calls } = api();
    await renderApp('/dashboard', 'en');
    const card = await screen.findByTestId('readiness', {}, { timeout: 15_000 });
    for (const item of ['sleep', 'fatigue', 'soreness', 'stress', 'motivation'])
      await userEvent.click(within(card).getByTestId(`check-in-${item}-4`));
    await userEvent.type(within(card).getByTestId('check-in-resting-hr'), '200');
    await userEvent.type(within(card).getByTestId('check-in-hrv'), 'lots');
    await userEvent.click(within(card).getByTestId('check-in-save'));
    const hrMessage = await within(card).findByText('Enter a resting heart rate from 25 to 130 bpm, in whole beats.');
    const restingHr = within(card).getByTestId('check-in-resting-hr');
    expect(restingHr).toHaveAttribute('aria-invalid', 'true');
    expect(restingHr).toHaveAttribute('aria-describedby', hrMessage.id);
    expect(restingHr).toHaveAccessibleName('Resting heart rate (bpm, optional)');
    expect(within(card).getByTestId('check-in-hrv')).toHaveAccessibleDescription('Enter an HRV from 5 to 300 ms.');
    expect(calls.some((c) => c.path === '/api/readiness/check-in')).toBe(false);

    await userEvent.clear(restingHr);
    await userEvent.type(restingHr, '48');
    await userEvent.clear(within(card).getByTestId('check-in-hrv'));
    await userEvent.type(within(card).getByTestId('check-in-hrv'), '62,5');
    await userEvent.click(within(card).getByTestId('check-in-sick'));
    await userEvent.click(within(card).getByTestId('check-in-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/readiness/check-in')?.body).toEqual({
        date: today,
        sleep: 4,
        fatigue: 4,
        soreness: 4,
        stress: 4,
        motivation: 4,
        sick: true,
        restingHr: 48,
        hrvRmssd: 62.5,
      }),
    );
  });

  it('can be skipped for the day, and speaks Polish', async () => {
    api('pl');
    await renderApp('/dashboard', 'pl');
    const card = await screen.findByTestId('readiness', {}, { timeout: 15_000 });
    await waitFor(() => expect(card).toHaveTextContent('Poranna kontrola'));
    await userEvent.click(within(card).getByTestId('check-in-skip'));
    await waitFor(() => expect(screen.queryByTestId('readiness')).toBeNull());
    expect(localStorage.getItem('tricoach.readiness.skipped')).toBe(today);
  });
});
