import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RaceDayPlanView } from '@shared/schemas/race-day';
import { buildRaceDayPlan } from '@shared/training/race-day';
import { answer, fakeFetch, renderApp, userFixture, type FakeAnswer, type FakeCall } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const PATH = '/api/plans/plan-1/race-day';

function raceDay(
  overrides: Partial<RaceDayPlanView> = {},
  temperatureC = 20,
  lang: 'en' | 'pl' = 'en',
): RaceDayPlanView {
  const content = buildRaceDayPlan({
    plan: {
      primaryEvent: {
        name: 'Susz Olympic',
        date: '2027-06-20',
        type: 'olympic',
        swimDistance: 1500,
        bikeDistance: 40,
        runDistance: 10,
        bikeElevation: 300,
        runElevation: 60,
      },
      secondaryEvents: [],
      fitness: { swimLevel: 50, bikeLevel: 50, runLevel: 50 },
      workoutDays: ['monday', 'wednesday', 'friday', 'saturday'],
      workoutsPerWeek: 6,
      trainingPreferences: null,
      personalDescription: null,
      planStarts: '2027-03-01',
      today: '2027-02-27',
    },
    planOverview: null,
    thresholds: { maxHr: null, thresholdHr: 168, runThresholdPace: 265, swimCss: null, ftp: 240 },
    thresholdsUpdatedAt: null,
    temperatureC,
    weightKg: 70,
    lang,
  });
  return {
    ...content,
    planId: 'plan-1',
    generatedAt: '2027-02-27T08:00:00.000Z',
    outdated: { thresholds: false, event: false },
    ...overrides,
  };
}

function serve(raceDayRoute: (call: FakeCall) => FakeAnswer | undefined, lang: 'en' | 'pl' = 'en') {
  return fakeFetch((call) => {
    if (call.path === '/api/user') return answer('getUser', userFixture({ lang }));
    if (call.path.startsWith('/api/config') || call.path === '/api/credits') return undefined;
    return raceDayRoute(call);
  });
}

describe('race-day page', () => {
  it('offers to generate the first plan and sends the expected temperature', async () => {
    let stored: RaceDayPlanView | null = null;
    const { calls } = serve((call) => {
      if (call.path !== PATH) return undefined;
      if (call.method === 'POST') {
        stored = raceDay({}, (call.body as { temperatureC: number }).temperatureC);
        return answer('generateRaceDay', stored, 201);
      }
      // Before the first generation the API answers 200 null (an empty state, no console error).
      return answer('getRaceDay', stored);
    });
    await renderApp('/plans/plan-1/race-day');
    const temperature = await screen.findByLabelText('Expected temperature (°C)');
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    await userEvent.clear(temperature);
    await userEvent.type(temperature, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByRole('heading', { name: 'Susz Olympic' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ temperatureC: 30 });
    expect(screen.getAllByTestId('race-day-leg')).toHaveLength(3);
    expect((await screen.findByTestId('race-day-transitions')).textContent).toContain('T2: Bike → Run');
    expect(screen.getByTestId('race-day-fuelling').textContent).toContain('at 30 °C');
    // FTP known: the bike target is in watts.
    expect(screen.getAllByTestId('race-day-leg')[1].textContent).toMatch(/\d+-\d+ W/);
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeTruthy();
    expect(screen.queryByTestId('race-day-outdated')).toBeNull();
  });

  it('says when the thresholds changed, regenerates on demand and prints', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    let generatedAt = '2027-02-27T08:00:00.000Z';
    serve((call) => {
      if (call.path !== PATH) return undefined;
      if (call.method === 'POST') {
        generatedAt = '2027-02-28T09:30:00.000Z';
        return answer('generateRaceDay', raceDay({ generatedAt }));
      }
      return answer('getRaceDay', raceDay({ generatedAt, outdated: { thresholds: true, event: false } }));
    });
    await renderApp('/plans/plan-1/race-day');
    expect((await screen.findByTestId('race-day-outdated')).textContent).toMatch(/thresholds changed/);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(screen.queryByTestId('race-day-outdated')).toBeNull());
    expect(screen.getByTestId('race-day-generated').textContent).toMatch(/28 Feb 2027/);
  });

  it('explains a plan without a dated event and refuses an impossible temperature', async () => {
    serve((call) => {
      if (call.path !== PATH) return undefined;
      if (call.method === 'POST')
        return { status: 409, body: { message: 'no dated primary event', error: 'no dated primary event' } };
      return answer('getRaceDay', null);
    });
    await renderApp('/plans/plan-1/race-day');
    const temperature = await screen.findByLabelText('Expected temperature (°C)');
    await userEvent.clear(temperature);
    await userEvent.type(temperature, '60');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(true),
    );
    const message = screen.getByText('Enter a whole number between -5 and 45 °C.');
    expect(temperature.getAttribute('aria-invalid')).toBe('true');
    expect(temperature.getAttribute('aria-describedby')).toBe(message.id);
    await userEvent.clear(temperature);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(true),
    );
    await userEvent.clear(temperature);
    await userEvent.type(temperature, '18');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This plan has no dated main event. Set the event and its date in the plan editor first.',
    );
  });

  it('reads in Polish', async () => {
    serve((call) => (call.path === PATH ? answer('getRaceDay', raceDay({}, 20, 'pl')) : undefined), 'pl');
    await renderApp('/plans/plan-1/race-day', 'pl');
    expect(await screen.findByText('Plan na dzień startu')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generuj ponownie' })).toBeTruthy();
    expect((await screen.findByTestId('race-day-kit')).textContent).toMatch(/Kask/);
    expect(screen.queryByTestId('race-day-outdated')).toBeNull();
  });
});
