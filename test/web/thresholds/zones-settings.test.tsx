import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, localDay } from '@shared/calendar/days';
import { weekLabel } from '@shared/weeks/dates';
import type { ThresholdEstimatesView, SaveThresholdsBody } from '@shared/schemas/threshold-api';
import type { ThresholdsView } from '@shared/schemas/thresholds';
import { weekFixture, workoutFixture } from '../support/fixtures';
import { answer, fakeFetch, renderApp, userFixture, type FakeAnswer, type FakeCall } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const empty: ThresholdsView = {
  maxHr: null,
  thresholdHr: null,
  runThresholdPace: null,
  swimCss: null,
  ftp: null,
  sources: {},
  updatedAt: null,
};
const estimates: ThresholdEstimatesView = {
  activitiesRead: 6,
  since: '2026-05-27',
  estimates: [
    {
      name: 'maxHr',
      value: 186,
      basis: {
        activityId: 'a1',
        day: '2026-11-10',
        sport: 'RUNNING',
        durationSecs: 2400,
        distanceMeters: 10000,
        measured: 186,
      },
      missing: null,
    },
    {
      name: 'thresholdHr',
      value: 168,
      basis: {
        activityId: 'a1',
        day: '2026-11-10',
        sport: 'RUNNING',
        durationSecs: 2400,
        distanceMeters: 10000,
        measured: 168,
      },
      missing: null,
    },
    {
      name: 'runThresholdPace',
      value: 246,
      basis: {
        activityId: 'a1',
        day: '2026-11-10',
        sport: 'RUNNING',
        durationSecs: 2400,
        distanceMeters: 10000,
        measured: 240,
      },
      missing: null,
    },
    { name: 'swimCss', value: null, basis: null, missing: 'noSwims' },
    { name: 'ftp', value: null, basis: null, missing: 'noPower' },
  ],
};

function api(extra: (c: FakeCall) => FakeAnswer | undefined = () => undefined) {
  let stored: ThresholdsView = { ...empty };
  const fake = fakeFetch((c) => {
    const own = extra(c);
    if (own) return own;
    if (c.path === '/api/user') return answer('getUser', userFixture());
    if (c.path === '/api/thresholds' && c.method === 'GET') return answer('getThresholds', stored);
    if (c.path === '/api/thresholds' && c.method === 'PUT') {
      const { sources = {}, ...values } = c.body as SaveThresholdsBody;
      const added = Object.fromEntries(
        Object.keys(values).map((k) => [k, sources[k as keyof typeof sources] ?? 'manual']),
      );
      stored = {
        ...stored,
        ...values,
        sources: { ...stored.sources, ...added },
        updatedAt: new Date().toISOString(),
      };
      return answer('putThresholds', stored);
    }
    if (c.path === '/api/thresholds/estimate') return answer('estimateThresholds', estimates);
    return undefined;
  });
  return fake;
}

// Each test opens the zones section, which loads on demand: under load the import alone can take seconds.
describe('Settings > Zones & thresholds', { timeout: 20_000 }, () => {
  it('saves typed values (pace as m:ss) and refuses threshold HR above max HR before sending', async () => {
    const { calls } = api();
    await renderApp('/settings/zones');
    await userEvent.type(await screen.findByTestId('threshold-maxHr'), '180');
    await userEvent.type(screen.getByTestId('threshold-thresholdHr'), '185');
    await userEvent.click(screen.getByTestId('threshold-save'));
    expect(await screen.findByText('Threshold heart rate must be below max heart rate.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(screen.getByTestId('threshold-thresholdHr'));
    await userEvent.type(screen.getByTestId('threshold-thresholdHr'), '165');
    await userEvent.type(screen.getByTestId('threshold-runThresholdPace'), '4:45');
    await userEvent.type(screen.getByTestId('threshold-ftp'), '9000');
    await userEvent.type(screen.getByTestId('threshold-swimCss'), 'fast');
    await userEvent.click(screen.getByTestId('threshold-save'));
    expect(await screen.findByText('Enter a value between 50 and 600 W.')).toBeInTheDocument();
    // An unreadable pace gets its range in m:ss; each message is tied to its field.
    expect(screen.getAllByText(/^Enter a value between/)).toHaveLength(2);
    expect(screen.getByTestId('threshold-ftp')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('threshold-swimCss')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('threshold-maxHr')).not.toHaveAttribute('aria-invalid');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.clear(screen.getByTestId('threshold-swimCss'));
    await userEvent.clear(screen.getByTestId('threshold-ftp'));
    await userEvent.click(screen.getByTestId('threshold-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        maxHr: 180,
        thresholdHr: 165,
        runThresholdPace: 285,
      }),
    );
    expect(await screen.findAllByText('Entered')).toHaveLength(3);
  }, 20_000);

  it('estimates with the basis of each value, says what is missing, and accepts one value as estimated', async () => {
    const { calls } = api();
    await renderApp('/settings/zones');
    await userEvent.click(await screen.findByTestId('threshold-estimate'));
    const pace = await screen.findByTestId('estimate-runThresholdPace');
    expect(pace).toHaveTextContent('4:06 min/km');
    expect(pace).toHaveTextContent('10.0 km in 40 min (4:00 min/km) on 2026-11-10');
    expect(screen.getByTestId('estimate-ftp')).toHaveTextContent('Your recorded rides carry no power');
    expect(within(screen.getByTestId('estimate-ftp')).queryByRole('button')).toBeNull();
    expect(screen.getByText('From 6 activities since 2026-05-27:')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('accept-thresholdHr'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        thresholdHr: 168,
        sources: { thresholdHr: 'estimated' },
      }),
    );
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(await screen.findByTestId('threshold-thresholdHr')).toHaveValue('168');
    expect(screen.getByText('Estimated')).toBeInTheDocument();
  });

  it('schedules a test on the chosen day, and explains a missing week', async () => {
    let week = false;
    const { calls } = api((c) => {
      if (c.path !== '/api/thresholds/tests') return undefined;
      if (!week)
        return {
          status: 409,
          body: { message: 'There is no current training week', error: 'There is no current training week' },
        };
      return answer(
        'scheduleThresholdTest',
        {
          workout: workoutFixture({
            id: 'wo-9',
            day: '2026-12-02',
            details: { workoutName: 'Threshold test: 20-min ride', sport: 'CYCLING' },
          }),
        },
        201,
      );
    });
    await renderApp('/settings/zones');
    await userEvent.click(await screen.findByTestId('test-bike20'));
    const day = screen.getByTestId('test-day');
    await userEvent.clear(day);
    await userEvent.type(day, '2026-12-02');
    await userEvent.click(screen.getByTestId('test-schedule'));
    expect(await screen.findByTestId('test-error')).toHaveTextContent('create your week first');
    week = true;
    await userEvent.click(screen.getByTestId('test-schedule'));
    expect(await screen.findByTestId('test-scheduled')).toHaveTextContent(
      'Threshold test: 20-min ride is in your week on Wednesday 02/12.',
    );
    expect(calls.filter((c) => c.path === '/api/thresholds/tests').at(-1)?.body).toEqual({
      test: 'bike20',
      day: '2026-12-02',
    });
    expect(screen.getByRole('link', { name: 'Open it' })).toHaveAttribute('href', '/modal/workout-details/wo-9');
  });
});

describe('the test day inside the current week', { timeout: 20_000 }, () => {
  it('defaults to the first day of a week that starts later, keeps the picker in the week and words a refusal without ISO dates', async () => {
    const firstDay = addDays(localDay(new Date()), 5);
    api((c) => {
      if (c.path === '/api/weeks/active') return answer('activeWeek', weekFixture({ firstDay }));
      if (c.path === '/api/thresholds/tests')
        return {
          status: 400,
          body: { message: 'Choose a day of your current week', error: 'Choose a day of your current week' },
        };
      return undefined;
    });
    await renderApp('/settings/zones');
    const day = await screen.findByTestId('test-day');
    await waitFor(() => expect(day).toHaveValue(firstDay));
    expect(day).toHaveAttribute('min', firstDay);
    expect(day).toHaveAttribute('max', addDays(firstDay, 6));
    await userEvent.click(screen.getByTestId('test-schedule'));
    const { from, to } = weekLabel(firstDay);
    expect(await screen.findByTestId('test-error')).toHaveTextContent(
      `Choose a day of your current week (${from} - ${to}).`,
    );
    expect(screen.getByTestId('test-error').textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

describe('in Polish', { timeout: 20_000 }, () => {
  it('shows the card, units and a missing reason in pl', async () => {
    api((c) => (c.path === '/api/user' ? answer('getUser', userFixture({ lang: 'pl' })) : undefined));
    await renderApp('/settings/zones', 'pl');
    expect(await screen.findByRole('heading', { name: 'Strefy i progi' })).toBeInTheDocument();
    expect(await screen.findByText('Tempo progowe biegu')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('threshold-estimate'));
    expect(await screen.findByTestId('estimate-ftp')).toHaveTextContent('nie mają mocy');
    expect(screen.getByTestId('estimate-runThresholdPace')).toHaveTextContent('4:06 min/km');
  });
});

describe('entering a test result', { timeout: 20_000 }, () => {
  it("turns the swim trials into CSS and the ride's power into FTP, saved as from a test", async () => {
    const { calls } = api();
    await renderApp('/settings/zones');
    await userEvent.click(await screen.findByTestId('test-swimCss'));
    await userEvent.type(screen.getByTestId('result-time400'), '6:40');
    await userEvent.type(screen.getByTestId('result-time200'), '3:10');
    expect(screen.getByTestId('result-preview')).toHaveTextContent('Swim critical speed (CSS) 1:45 min/100 m');
    await userEvent.click(screen.getByTestId('result-save'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
        swimCss: 105,
        sources: { swimCss: 'test' },
      }),
    );
    expect(await screen.findByText('From a test')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('test-bike20'));
    await userEvent.click(screen.getByTestId('result-save'));
    expect(await screen.findByTestId('result-error')).toHaveTextContent('average power in watts');
    await userEvent.type(screen.getByTestId('result-twentyPower'), '263');
    await userEvent.click(screen.getByTestId('result-save'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ ftp: 250, sources: { ftp: 'test' } }),
    );
  });
});

describe('a test result the coach cannot take', () => {
  it('names the threshold out of range and sends nothing; a refusal from the server is shown in its place', async () => {
    let refuse = false;
    const { calls } = api((c) =>
      refuse && c.method === 'PUT' ? { status: 400, body: { message: 'Thresholds are locked' } } : undefined,
    );
    await renderApp('/settings/zones');
    await userEvent.click(await screen.findByTestId('test-bike20'));
    await userEvent.type(screen.getByTestId('result-twentyPower'), '900');
    expect(screen.getByTestId('result-preview')).toHaveTextContent('Cycling FTP 855 W');
    await userEvent.click(screen.getByTestId('result-save'));
    expect(await screen.findByTestId('result-error')).toHaveTextContent(
      'Cycling FTP from these numbers is outside what the coach accepts; check them.',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    refuse = true;
    await userEvent.clear(screen.getByTestId('result-twentyPower'));
    await userEvent.type(screen.getByTestId('result-twentyPower'), '300');
    await userEvent.click(screen.getByTestId('result-save'));
    await waitFor(() => expect(screen.getByTestId('result-error')).toHaveTextContent('Thresholds are locked'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { ftp: 285, sources: { ftp: 'test' } },
    ]);
    expect(screen.getByTestId('result-twentyPower')).toHaveValue('300');
  }, 20_000);
});

describe("workout steps in the athlete's numbers", { timeout: 20_000 }, () => {
  const workout = workoutFixture({
    day: '2026-12-01',
    details: { workoutName: 'Endurance ride', sport: 'CYCLING' },
  });

  it('shows the zone with bpm and watts once thresholds are known', async () => {
    api((c) => {
      if (c.path === '/api/workouts/wo-1') return answer('getWorkout', workout);
      if (c.path === '/api/thresholds')
        return answer('getThresholds', { ...empty, thresholdHr: 160, ftp: 250, updatedAt: '2026-11-20T00:00:00.000Z' });
      return undefined;
    });
    await renderApp('/modal/workout-details/wo-1');
    expect(await screen.findByText('Z2 · 136–142 bpm · 140–188 W')).toBeInTheDocument();
  });

  it('shows the zone alone without thresholds', async () => {
    api((c) => (c.path === '/api/workouts/wo-1' ? answer('getWorkout', workout) : undefined));
    await renderApp('/modal/workout-details/wo-1');
    expect(await screen.findByTestId('step-target')).toHaveTextContent(/^HR zone 2$/);
  });
});
