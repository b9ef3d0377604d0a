import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProgressView } from '@shared/schemas/progress';
import { localDay } from '@shared/calendar/days';
import { answer, fakeFetch, renderApp, userFixture } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const today = localDay(new Date());
const zero = { swim: 0, bike: 0, run: 0 };

const emptyProgress: ProgressView = {
  from: '2026-09-01',
  to: today,
  asOf: today,
  activityCount: 0,
  load: {
    days: [{ date: today, load: 0, fitness: 0, fatigue: 0, form: 0 }],
    today: { date: today, load: 0, fitness: 0, fatigue: 0, form: 0, reading: 'none' },
    methods: { power: 0, heartRate: 0, rpe: 0, duration: 0 },
    heartRate: null,
  },
  activities: [],
  weeks: [],
  volume: [{ firstDay: today, minutes: zero, distanceMeters: zero }],
  distance: {
    recent: { from: '2026-10-01', to: today, meters: zero },
    previous: { from: '2026-09-01', to: '2026-09-30', meters: zero },
  },
  fitnessLevels: [],
  plan: null,
};

const days = ['2026-11-16', '2026-11-17', '2026-11-18'];
const fullProgress: ProgressView = {
  from: days[0]!,
  to: days[2]!,
  asOf: days[2]!,
  activityCount: 2,
  load: {
    days: [
      { date: days[0]!, load: 64, fitness: 41.5, fatigue: 50.2, form: -8.7 },
      { date: days[1]!, load: 0, fitness: 40.5, fatigue: 43, form: -2.5 },
      { date: days[2]!, load: 81, fitness: 41.5, fatigue: 48.4, form: -6.9 },
    ],
    today: { date: days[2]!, load: 81, fitness: 41.5, fatigue: 48.4, form: -6.9, reading: 'productive' },
    methods: { power: 0, heartRate: 1, rpe: 0, duration: 1 },
    heartRate: { max: 183, threshold: 163, source: 'age' },
  },
  activities: [
    {
      id: 'a2',
      day: days[2]!,
      activityType: 'RUNNING',
      sport: 'run',
      durationSecs: 3600,
      load: 81,
      method: 'heartRate',
    },
    {
      id: 'a1',
      day: days[0]!,
      activityType: 'STRENGTH_TRAINING',
      sport: null,
      durationSecs: 2700,
      load: 64,
      method: 'rpe',
    },
  ],
  weeks: [
    {
      weekId: 'w1',
      firstDay: '2026-11-09',
      current: false,
      upcoming: false,
      stored: true,
      plannedMinutes: { swim: 45, bike: 90, run: 60 },
      doneMinutes: { swim: 40, bike: 90, run: 50 },
      distanceMeters: zero,
      plannedWorkouts: 3,
      completedWorkouts: 2,
      compliance: 67,
      load: 150,
    },
    {
      weekId: 'w2',
      firstDay: '2026-11-16',
      current: true,
      upcoming: false,
      stored: false,
      plannedMinutes: { swim: 0, bike: 60, run: 120 },
      doneMinutes: { swim: 0, bike: 0, run: 60 },
      distanceMeters: zero,
      plannedWorkouts: 3,
      completedWorkouts: 1,
      compliance: 33,
      load: 145,
    },
  ],
  volume: [
    {
      firstDay: '2026-11-09',
      minutes: { swim: 40, bike: 90, run: 50 },
      distanceMeters: { swim: 2000, bike: 40000, run: 10000 },
    },
    {
      firstDay: '2026-11-16',
      minutes: { swim: 0, bike: 0, run: 60 },
      distanceMeters: { swim: 0, bike: 0, run: 12000 },
    },
  ],
  distance: {
    recent: { from: '2026-10-22', to: days[2]!, meters: { swim: 2000, bike: 40000, run: 22000 } },
    previous: { from: '2026-09-24', to: '2026-10-21', meters: { swim: 0, bike: 50000, run: 20000 } },
  },
  fitnessLevels: [
    { date: days[0]!, swim: 40, bike: 50, run: 60 },
    { date: days[2]!, swim: 45, bike: 52, run: 61 },
  ],
  plan: {
    planId: 'p1',
    eventName: 'Gdynia 70.3',
    eventDate: '2027-06-27',
    planStarts: '2026-11-02',
    totalWeeks: 34,
    currentWeek: 3,
    weeksToGo: 32,
    daysToGo: 221,
    percent: 6,
    phases: [
      { name: 'Base', startDate: '2026-11-02', endDate: '2027-01-31', current: true },
      { name: 'Build', startDate: '2027-02-01', endDate: '2027-06-27', current: false },
    ],
  },
};

function serve(progress: ProgressView) {
  return fakeFetch((c) => {
    if (c.path === '/api/user') return answer('getUser', userFixture());
    if (c.path.startsWith('/api/progress?')) return answer('getProgress', progress);
    return undefined;
  });
}

// Whole-app renders: the first one loads the lazy page, over 5 s on a loaded 2-core machine.
describe('the progress screen', { timeout: 20_000 }, () => {
  it("asks for the whole screen in one call ending on the athlete's day, and again with a from for another range", async () => {
    const { calls } = serve(fullProgress);
    await renderApp('/progress');
    await screen.findByTestId('panel-load');
    expect(calls.filter((c) => c.path.startsWith('/api/progress'))).toEqual([
      expect.objectContaining({ method: 'GET', path: `/api/progress?to=${today}` }),
    ]);
    await userEvent.click(screen.getByTestId('range-12w'));
    await screen.findByTestId('panel-load');
    expect(calls.filter((c) => c.path.startsWith('/api/progress')).at(-1)!.path).toMatch(
      new RegExp(`^/api/progress\\?from=\\d{4}-\\d{2}-\\d{2}&to=${today}$`),
    );
  });

  it('shows an honest empty state in every panel for a new athlete, with how to record activities', async () => {
    serve(emptyProgress);
    await renderApp('/progress');
    expect(await screen.findByTestId('no-plan')).toHaveTextContent('No active plan');
    const load = screen.getByTestId('panel-load');
    expect(within(load).getByTestId('no-activities')).toHaveTextContent('Connect your Garmin watch');
    expect(within(load).getByTestId('simulate-command')).toHaveTextContent(
      `npm run cli -- simulate-activity ada@example.com --sport RUNNING --date ${today}`,
    );
    // The panels under the load appear once the page has painted.
    expect(within(await screen.findByTestId('panel-planned-done')).getByTestId('no-weeks')).toHaveTextContent(
      'No training weeks yet',
    );
    expect(within(screen.getByTestId('panel-volume')).getByTestId('no-activities')).toBeInTheDocument();
    expect(within(await screen.findByTestId('panel-distance')).getByTestId('no-activities')).toBeInTheDocument();
    expect(within(screen.getByTestId('panel-fitness-levels')).getByTestId('no-fitness-levels')).toBeInTheDocument();
    // Nothing to switch to a table without data.
    expect(screen.queryAllByTestId('view-table')).toHaveLength(0);
  });

  it('does not ask a connected athlete to connect the watch again', { timeout: 20_000 }, async () => {
    fakeFetch((c) => {
      if (c.path === '/api/user') return answer('getUser', userFixture({ garminConnected: true }));
      if (c.path.startsWith('/api/progress?')) return answer('getProgress', emptyProgress);
      return undefined;
    });
    await renderApp('/progress');
    const load = await screen.findByTestId('panel-load', undefined, { timeout: 8000 });
    expect(within(load).getByTestId('no-activities')).toHaveTextContent('Your watch is connected');
    expect(within(load).queryByRole('link', { name: 'Connect a watch' })).toBeNull();
  });

  it("shows today's values with the reading, and the formula in the info popover", async () => {
    serve(fullProgress);
    await renderApp('/progress');
    const load = await screen.findByTestId('panel-load');
    expect(within(load).getByTestId('today-fitness')).toHaveTextContent('41.5');
    expect(within(load).getByTestId('today-form')).toHaveTextContent('-6.9');
    expect(within(load).getByTestId('load-reading')).toHaveTextContent('Productive');
    await userEvent.click(within(load).getByTestId('info-button'));
    const popover = await screen.findByTestId('info-popover');
    expect(popover).toHaveTextContent('(average HR ÷ threshold HR)² × 100');
    expect(popover).toHaveTextContent('max HR 183 bpm, threshold 163 bpm');
  });

  it('switches each chart to a table with the same figures, the current week marked', async () => {
    serve(fullProgress);
    await renderApp('/progress');
    const load = await screen.findByTestId('panel-load');
    // The chart draws once the page has painted.
    expect(await within(load).findByTestId('load-chart')).toBeInTheDocument();
    await userEvent.click(within(load).getByTestId('view-table'));
    const loadRows = within(within(load).getByTestId('chart-table')).getAllByRole('row');
    expect(loadRows).toHaveLength(4);
    expect(loadRows[1]).toHaveTextContent(/Nov\s*18\s*81\s*41\.5\s*48\.4\s*-6\.9/);
    expect(within(load).queryByTestId('load-chart')).toBeNull();

    const planned = await screen.findByTestId('panel-planned-done');
    await userEvent.click(within(planned).getByTestId('view-table'));
    const current = within(planned)
      .getAllByRole('row')
      .find((r) => r.getAttribute('aria-current') === 'true')!;
    expect(current).toHaveTextContent('This week');
    expect(current).toHaveTextContent('1 / 3');
    expect(current).toHaveTextContent('33%');

    const distance = await screen.findByTestId('panel-distance');
    await userEvent.click(within(distance).getByTestId('view-table'));
    expect(within(distance).getAllByRole('row')[2]).toHaveTextContent(/Bike\s*40\.0 km\s*50\.0 km\s*-20%/);
  });

  it('moves through a chart with the keyboard and announces each point', async () => {
    serve(fullProgress);
    await renderApp('/progress');
    const chart = within(await screen.findByTestId('load-chart')).getByRole('group');
    fireEvent.focus(chart);
    const live = chart.parentElement!.querySelector('[aria-live]')!;
    expect(live.textContent).toMatch(/^Nov 18: Fitness 41\.5, Fatigue 48\.4, Form -6\.9, Daily load 81$/);
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(live.textContent).toMatch(/^Nov 16: Fitness 41\.5/);
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(live.textContent).toMatch(/^Nov 17: .*Daily load 0$/);
  });

  it('writes days and numbers the Polish way', async () => {
    fakeFetch((c) => {
      if (c.path === '/api/user') return answer('getUser', userFixture({ lang: 'pl' }));
      if (c.path.startsWith('/api/progress?')) return answer('getProgress', fullProgress);
      return undefined;
    });
    await renderApp('/progress', 'pl');
    const load = await screen.findByTestId('panel-load');
    expect(within(load).getByTestId('today-fitness')).toHaveTextContent('41,5');
    expect(within(load).getByTestId('load-reading')).toHaveTextContent('Produktywnie');
    expect(screen.getByTestId('plan-countdown')).toHaveTextContent('Zostało 221 dni');
    expect(screen.getByTestId('plan-week')).toHaveTextContent('Tydzień 3 z 34');
  });
});

describe('load per activity', () => {
  it('labels each activity with the method its load came from', async () => {
    serve(fullProgress);
    await renderApp('/progress');
    const list = await screen.findByTestId('activity-loads');
    const rows = within(list).getAllByTestId('activity-load');
    expect(rows.map((r) => r.getAttribute('data-method'))).toEqual(['heartRate', 'rpe']);
    expect(rows[0]).toHaveTextContent('Heart rate');
    expect(rows[0]).toHaveTextContent('81');
    expect(rows[1]).toHaveTextContent('RPE');
    expect(rows[1]).toHaveTextContent('Other');
    expect(
      screen.getByText(
        /2 activities: 0 estimated from power, 1 from heart rate, 0 from session RPE, 1 from duration and sport/,
      ),
    ).toBeInTheDocument();
  });
});
