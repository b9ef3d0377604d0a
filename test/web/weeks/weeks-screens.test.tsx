import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPlanOverview } from '@shared/training';
import { localDay } from '@shared/calendar/days';
import type { WorkoutSport } from '@shared/schemas/training';
import {
  planFixture,
  stepFixture,
  weekFixture,
  workoutFixture,
  type WeekAnswer,
  type WorkoutAnswer,
} from '../support/fixtures';
import { answer, fakeFetch, renderApp, userFixture, type FakeAnswer, type FakeCall } from '../support/render';

// Whole-app renders: over 5 s on a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const planStarts = inDays(3);
const overview = buildPlanOverview({
  primaryEvent: {
    name: 'Gdynia',
    date: inDays(120),
    type: 'half',
    swimDistance: 1900,
    bikeDistance: 90,
    runDistance: 21.1,
    bikeElevation: null,
    runElevation: null,
  },
  secondaryEvents: [],
  fitness: { swimLevel: 50, bikeLevel: 50, runLevel: 50 },
  workoutDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  workoutsPerWeek: 8,
  trainingPreferences: null,
  personalDescription: null,
  planStarts,
  today: inDays(0),
});
const plan = planFixture({
  planStarts,
  primaryEventDate: inDays(120),
  planOverview: overview,
});
const workout = (
  id: string,
  day: string | null,
  sport: WorkoutSport,
  name: string,
  extra: Partial<WorkoutAnswer> = {},
) =>
  workoutFixture({
    id,
    day,
    details: { workoutName: name, sport, steps: [stepFixture()], estimatedDurationInSecs: 1800 },
    ...extra,
  });
/** The client trims the style and shows none for an unknown one (the seed's rule); the server sends only the three. */
const week = (trainingStyle: string) =>
  weekFixture({ firstDay: inDays(-2), trainingStyle: trainingStyle as WeekAnswer['trainingStyle'] });

function api(extra: (c: FakeCall) => FakeAnswer | undefined) {
  return fakeFetch((c) => {
    // A test's own answer wins over these defaults.
    const own = extra(c);
    if (own) return own;
    if (c.path === '/api/user') return answer('getUser', userFixture());
    if (c.path === '/api/plans') return answer('listPlans', [plan]);
    if (c.path === '/api/activities') return answer('listActivities', []);
    if (c.path === '/api/plans/p-1/weeks') return answer('listPlanWeeks', []);
    return undefined;
  });
}

describe('the week workout list, by trimmed training style', () => {
  it(
    'classic: rows by day with en-US short weekdays, the prefix stripped, completed rows with their note buttons',
    { timeout: 30_000 },
    async () => {
      const monday = '2026-11-23';
      api((c) => {
        if (c.path === '/api/weeks/active') return answer('activeWeek', { ...week(' classic '), firstDay: monday });
        if (c.path === '/api/weeks/w-1/workouts')
          return answer('weekWorkouts', [
            workout('b', '2026-11-25', 'CYCLING', 'Tricoach - Tempo ride'),
            workout('a', monday, 'SWIMMING', 'Easy swim', { isCompleted: true, aiSummary: 'Done well' }),
          ]);
        return undefined;
      });
      await renderApp('/dashboard');
      // The first test pays for the cold lazy imports of the dashboard's later cards.
      const rows = await screen.findAllByTestId('workout-row', undefined, { timeout: 15_000 });
      expect(rows.map((r) => r.textContent)).toEqual([
        expect.stringMatching(/^Mon23Easy swim/),
        expect.stringMatching(/^Wed25Tempo ride/),
      ]);
      expect(rows[0]!.querySelector('[data-sport]')!.getAttribute('data-sport')).toBe('swim');
      expect(rows[1]!.querySelector('[data-sport]')!.getAttribute('data-sport')).toBe('bike');
      expect(within(rows[1]!).getByTestId('workout-link')).toHaveAttribute('href', '/modal/workout-details/b');
      await userEvent.click(within(rows[0]!).getByTestId('ai-note'));
      expect(await screen.findByText('Done well')).toBeInTheDocument();
      expect(within(rows[1]!).queryByTestId('ai-note')).toBeNull();
    },
  );

  it("flexible: 'start workout' schedules it for today", async () => {
    const { calls } = api((c) => {
      if (c.path === '/api/weeks/active') return answer('activeWeek', week('flexible'));
      if (c.path === '/api/weeks/w-1/workouts')
        return answer('weekWorkouts', [workout('a', null, 'RUNNING', 'Easy run')]);
      if (c.path === '/api/workouts/a/schedule')
        return answer('scheduleWorkout', workout('a', localDay(new Date()), 'RUNNING', 'Easy run'));
      return undefined;
    });
    await renderApp('/dashboard');
    await userEvent.click(await screen.findByTestId('start-workout'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/workouts/a/schedule')?.body).toEqual({ date: localDay(new Date()) }),
    );
  });

  it("flow: the flow workouts call and 'generate new workout'; anything else: no style", async () => {
    const { calls } = api((c) => {
      if (c.path === '/api/weeks/active') return answer('activeWeek', week('flow'));
      if (c.path === '/api/workouts/flow')
        return answer('flowWorkouts', [workout('f', inDays(0), 'RUNNING', 'Flow run')]);
      return undefined;
    });
    await renderApp('/dashboard');
    expect(await screen.findByText('Flow run')).toBeInTheDocument();
    expect(screen.getByTestId('generate-new-workout')).toHaveAttribute('href', '/modal/flow-workout');
    expect(calls.some((c) => c.path.startsWith('/api/weeks/w-1/workouts'))).toBe(false);
    cleanup();
    api((c) => (c.path === '/api/weeks/active' ? answer('activeWeek', week('zen')) : undefined));
    await renderApp('/dashboard');
    expect(await screen.findByText('No active training style selected')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch workouts' when the list fails", async () => {
    api((c) => {
      if (c.path === '/api/weeks/active') return answer('activeWeek', week('classic'));
      if (c.path === '/api/weeks/w-1/workouts') return { status: 500, body: { message: 'boom', error: 'boom' } };
      return undefined;
    });
    await renderApp('/dashboard');
    expect(await screen.findByText('Failed to fetch workouts')).toBeInTheDocument();
  });
});

describe('the next-week planner', () => {
  it(
    'prefills the last requirements, labels the week from the plan start and shows the credits notice on 402',
    { timeout: 20_000 },
    async () => {
      // An older plan: this plan's weeks do not tell the last prompt, so the API is asked.
      const { calls } = api((c) => {
        if (c.path === '/api/plans') return answer('listPlans', [plan, { ...plan, id: 'p-0', active: false }]);
        if (c.path === '/api/weeks/active') return answer('activeWeek', null);
        if (c.path === '/api/weeks/last/prompt')
          return answer('lastWeekPrompt', { requirementsPrompt: 'No pool on Monday' });
        if (c.path === '/api/weeks' && c.method === 'POST')
          return { status: 402, body: { message: 'Insufficient credits', error: 'Insufficient credits' } };
        return undefined;
      });
      await renderApp('/dashboard');
      expect(await screen.findByDisplayValue('No pool on Monday', undefined, { timeout: 8000 })).toBeInTheDocument();
      const label = `${planStarts.slice(8, 10)}/${planStarts.slice(5, 7)}`;
      expect((await screen.findByTestId('next-week-label')).textContent).toMatch(
        new RegExp(`^${label} - \\d{2}/\\d{2}$`),
      );
      await userEvent.click(screen.getByTestId('style-flexible'));
      await userEvent.click(screen.getByRole('button', { name: 'Create week' }));
      expect(await screen.findByText("You don't have enough credits.")).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Get credits' })).toHaveAttribute('href', '/get-credits');
      expect(calls.find((c) => c.path === '/api/weeks' && c.method === 'POST')?.body).toEqual({
        trainingStyle: 'flexible',
        requirementsPrompt: 'No pool on Monday',
        trainingPlanId: 'p-1',
      });
    },
  );

  it(
    'with one plan the weeks tell the last prompt, so it is not asked (no 404 in the console)',
    { timeout: 20_000 },
    async () => {
      const { calls } = api((c) => {
        if (c.path === '/api/plans/p-1/weeks')
          return answer('listPlanWeeks', [
            {
              ...week('classic'),
              id: 'w-old',
              active: false,
              firstDay: inDays(-9),
              requirementsPrompt: 'Long ride on Sunday',
              createdAt: '2026-11-01T00:00:00.000Z',
            },
            {
              ...week('classic'),
              id: 'w-last',
              active: false,
              deleted: true,
              firstDay: inDays(-2),
              requirementsPrompt: '  ',
              createdAt: '2026-11-08T00:00:00.000Z',
            },
          ]);
        if (c.path === '/api/weeks/active') return answer('activeWeek', null);
        return undefined;
      });
      await renderApp('/dashboard');
      expect(await screen.findByDisplayValue('Long ride on Sunday', undefined, { timeout: 8000 })).toBeInTheDocument();
      cleanup();
      const none = api((c) => (c.path === '/api/weeks/active' ? answer('activeWeek', null) : undefined));
      await renderApp('/dashboard');
      expect(await screen.findByLabelText('Requirements for this week', undefined, { timeout: 8000 })).toHaveValue('');
      expect([...calls, ...none.calls].some((c) => c.path === '/api/weeks/last/prompt')).toBe(false);
    },
  );

  it(
    'a 404 from the last prompt means none; a failed generation offers a retry that does not charge again',
    { timeout: 20_000 },
    async () => {
      let statusCalls = 0;
      const { calls } = api((c) => {
        if (c.path === '/api/plans') return answer('listPlans', [plan, { ...plan, id: 'p-0', active: false }]);
        if (c.path === '/api/weeks/active') return answer('activeWeek', null);
        if (c.path === '/api/weeks/last/prompt') return { status: 404, body: { message: 'none', error: 'none' } };
        if (c.path === '/api/weeks' && c.method === 'POST')
          return answer('createWeek', { weekId: 'w-9', sessionId: `s-${calls.length}` }, 202);
        if (c.path.startsWith('/api/weeks/status/')) {
          statusCalls++;
          return answer('weekStatus', {
            completed: false,
            status: 'failed',
            error: 'The coach is busy',
            weekId: 'w-9',
          });
        }
        return undefined;
      });
      await renderApp('/dashboard');
      const box = await screen.findByLabelText('Requirements for this week');
      expect(box).toHaveValue('');
      await userEvent.click(screen.getByRole('button', { name: 'Create week' }));
      expect(await screen.findByText('The coach is busy')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(calls.filter((c) => c.path === '/api/weeks' && c.method === 'POST')).toHaveLength(2));
      expect(calls.filter((c) => c.path === '/api/weeks' && c.method === 'POST')[1]!.body).toMatchObject({
        retry: true,
        weekId: 'w-9',
      });
      expect(statusCalls).toBeGreaterThan(0);
    },
  );
});

describe('workout details', () => {
  it('loads, asks for a day first, and refuses a blank modification request', async () => {
    // The day is chosen within the workout's own week: the card reads that week (here the active one).
    const { calls } = api((c) => {
      if (c.path === '/api/workouts/a')
        return answer('getWorkout', workout('a', inDays(1), 'SWIMMING', 'Tricoach - Pool 1500 m'));
      if (c.path === '/api/weeks/active') return answer('activeWeek', week('classic'));
      return undefined;
    });
    await renderApp('/modal/workout-details/a');
    expect(await screen.findByTestId('workout-details')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pool 1500 m' })).toBeInTheDocument();
    expect(screen.getByTestId('fit-download')).toHaveAttribute('href', '/api/workouts/a/fit');
    // The cards under the summary follow its first paint.
    await userEvent.click(await screen.findByTestId('assign'));
    expect(await screen.findByText('Please select a day first')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('modify'));
    expect(await screen.findByText('Please enter a modification request')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it(
    "shows the server's checked workout as the draft, and the parse failure when the server found none",
    { timeout: 20_000 },
    async () => {
      const modified = workout('a', inDays(1), 'SWIMMING', 'Tricoach - Pool 1200 m').workoutDetails;
      const tasks = ['m-1', 'm-2'];
      // The seed's JSON text is not what the screen reads: it is unparseable here. m-2's workout the server found invalid.
      const status = (taskId: string, checked: WorkoutAnswer['workoutDetails'] | null) =>
        answer('modificationStatus', {
          completed: true,
          status: 'completed',
          response: 'not json',
          workout: checked,
          taskId,
        });
      api((c) => {
        if (c.path === '/api/workouts/a')
          return answer('getWorkout', workout('a', inDays(1), 'SWIMMING', 'Tricoach - Pool 1500 m'));
        if (c.path === '/api/weeks/active') return answer('activeWeek', week('classic'));
        if (c.path === '/api/workouts/a/modify') return answer('modifyWorkout', { taskId: tasks.shift()! }, 202);
        if (c.path === '/api/workouts/modification/m-1/status') return status('m-1', modified);
        if (c.path === '/api/workouts/modification/m-2/status') return status('m-2', null);
        return undefined;
      });
      await renderApp('/modal/workout-details/a');
      await userEvent.type(await screen.findByTestId('modify-prompt'), 'shorter');
      await userEvent.click(screen.getByTestId('modify'));
      expect(
        await within(await screen.findByTestId('modified-workout', {}, { timeout: 8_000 })).findByText(/Pool 1200 m/),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByTestId('modify-again'));
      await userEvent.click(await screen.findByTestId('modify'));
      expect(
        await screen.findByText('Failed to parse modified workout. Please try again.', {}, { timeout: 8_000 }),
      ).toBeInTheDocument();
    },
  );

  it(
    'shows no delete for a completed workout and the failure text when loading fails',
    { timeout: 20_000 },
    async () => {
      api((c) =>
        c.path === '/api/workouts/a'
          ? answer('getWorkout', workout('a', inDays(1), 'RUNNING', 'Done run', { isCompleted: true }))
          : undefined,
      );
      await renderApp('/modal/workout-details/a');
      // The cards under the summary are there (they follow its first paint), without delete.
      await screen.findByTestId('date-assignment');
      expect(screen.queryByTestId('delete-workout')).toBeNull();
      cleanup();
      api(() => undefined);
      await renderApp('/modal/workout-details/missing');
      expect(await screen.findByText('This workout does not exist or was deleted')).toBeInTheDocument();
      cleanup();
      api((c) =>
        c.path === '/api/workouts/a' ? { status: 500, body: { message: 'boom', error: 'boom' } } : undefined,
      );
      await renderApp('/modal/workout-details/a');
      expect(await screen.findByText('Failed to load workout details')).toBeInTheDocument();
    },
  );
});
