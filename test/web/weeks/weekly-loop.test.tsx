import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, localDay } from '@shared/calendar/days';
import { mondayAfter } from '@shared/calendar/weekdays';
import type { StepIntensity, WeekSummary } from '@shared/schemas/training';
import {
  planFixture,
  stepFixture,
  weekFixture,
  workoutFixture,
  type WeekAnswer,
  type WorkoutAnswer,
} from '../support/fixtures';
import { answer, fakeFetch, renderApp, userFixture, type FakeAnswer, type FakeCall } from '../support/render';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const today = localDay(new Date());
const step = (intensity: StepIntensity, zone: number, secs: number) =>
  stepFixture({ intensity, durationValue: secs, targetValue: zone });
const workout = (
  id: string,
  weekId: string,
  day: string | null,
  name: string,
  extra: Partial<WorkoutAnswer> = {},
  steps = [step('ACTIVE', 2, 1800)],
) => workoutFixture({ id, weekId, day, details: { workoutName: name, steps }, ...extra });
const weekView = (id: string, firstDay: string, extra: Partial<WeekAnswer> = {}) =>
  weekFixture({ id, firstDay, active: false, ...extra });
const plan = planFixture({
  planStarts: addDays(today, -14),
  workoutDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
});

function api(extra: (c: FakeCall) => FakeAnswer | undefined) {
  return fakeFetch((c) => {
    const own = extra(c);
    if (own) return own;
    if (c.path === '/api/user') return answer('getUser', userFixture());
    if (c.path === '/api/plans') return answer('listPlans', [plan]);
    if (c.path === '/api/activities') return answer('listActivities', []);
    return undefined;
  });
}

describe('a past week', () => {
  const firstDay = addDays(mondayAfter(today), -14);
  // The answer types `summary` as unknown (the screen parses it): the summary task's shape is checked here.
  const summary: WeekSummary = {
    compliancePercent: 83.4,
    volumeBySport: {
      swim: { plannedMinutes: 60, doneMinutes: 45, plannedSessions: 2, doneSessions: 1 },
      bike: { plannedMinutes: 120, doneMinutes: 120, plannedSessions: 1, doneSessions: 1 },
      run: { plannedMinutes: 90, doneMinutes: 60, plannedSessions: 2, doneSessions: 1 },
    },
    missedKeySessions: ['Run Intervals 6x3'],
    analysis: 'A solid week: the long ride was done in full.',
    nextWeekSuggestions: ['Keep the long ride'],
    matchedWorkouts: [],
  };
  const weeks = [
    weekView('w-1', firstDay, { summary }),
    weekView('w-2', addDays(firstDay, 7), {
      active: true,
      adaptation: {
        status: 'accepted',
        reasons: ['Two runs missed last week'],
        changes: [
          {
            index: 0,
            workoutId: 'x',
            kind: 'eased',
            day: addDays(firstDay, 8),
            text: 'Tue: Run Intervals eased to a steady run',
            rejected: false,
          },
        ],
      },
    }),
  ];

  it('opens from the Weeks list and shows the summary, planned vs done, the workouts and the adaptation that followed', async () => {
    api((c) => {
      if (c.path === '/api/plans/p-1/weeks') return answer('listPlanWeeks', weeks);
      if (c.path === '/api/weeks/w-1/workouts')
        return answer('weekWorkouts', [
          workout('a', 'w-1', firstDay, 'Run Easy', { isCompleted: true }),
          workout('b', 'w-1', addDays(firstDay, 2), 'Run Intervals 6x3'),
        ]);
      return undefined;
    });
    const { router } = await renderApp('/plans/p-1/weeks/w-1');
    expect(await screen.findByTestId('past-week-summary')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Week 1');
    expect(screen.getByTestId('past-week-compliance')).toHaveTextContent('83 % of the planned time completed');
    expect(screen.getByTestId('past-week-volume-swim')).toHaveTextContent('60 min2 sessions45 min1 session');
    expect(screen.getByTestId('past-week-analysis')).toHaveTextContent('A solid week: the long ride was done in full.');
    expect(screen.getByText('Run Intervals 6x3', { selector: 'li' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('workout-row');
    expect(rows.map((r) => r.dataset.status)).toEqual(['completed', 'pending']);
    expect(
      within(screen.getByTestId('past-week-adaptation')).getByText('Two runs missed last week'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('past-week-adaptation-change')).toHaveTextContent(
      'Tue: Run Intervals eased to a steady run',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says so for an unknown week, and for a closed week without a summary', async () => {
    api((c) =>
      c.path === '/api/plans/p-1/weeks'
        ? answer('listPlanWeeks', [weekView('w-1', firstDay)])
        : c.path === '/api/weeks/w-1/workouts'
          ? answer('weekWorkouts', [])
          : undefined,
    );
    await renderApp('/plans/p-1/weeks/nope');
    expect(await screen.findByText('Week not found')).toBeInTheDocument();
    cleanup();
    await renderApp('/plans/p-1/weeks/w-1');
    expect(await screen.findByTestId('past-week-no-summary')).toHaveTextContent(
      'This week was closed without a summary.',
    );
    expect(screen.getByTestId('past-week-adaptation')).toHaveTextContent('The next week has not been created yet.');
  });
});

describe('assigning a weekday', () => {
  const firstDay = mondayAfter(today);
  const next = weekView('w-next', firstDay, { active: true });
  /** Workout `a` on the first day of next week; scheduling it answers with it moved `to` days later. */
  const nextWeekWorkout = (to: number) =>
    api((c) => {
      if (c.path === '/api/weeks/active') return answer('activeWeek', next);
      if (c.path === '/api/workouts/a') return answer('getWorkout', workout('a', 'w-next', firstDay, 'Run Easy'));
      if (c.path === '/api/weeks/w-next/workouts')
        return answer('weekWorkouts', [workout('a', 'w-next', firstDay, 'Run Easy')]);
      if (c.path === '/api/workouts/a/schedule')
        return answer('scheduleWorkout', workout('a', 'w-next', addDays(firstDay, to), 'Run Easy'));
      return undefined;
    });

  it('keeps the workout in its own week, a week that starts next Monday', async () => {
    const { calls } = nextWeekWorkout(4);
    await renderApp('/modal/workout-details/a');
    await userEvent.click(await screen.findByTestId('assign-day'));
    await userEvent.click(await screen.findByRole('option', { name: /^Friday/ }));
    await waitFor(() => expect(screen.getByTestId('assign')).toBeEnabled());
    await userEvent.click(screen.getByTestId('assign'));
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'PUT' || (c.method === 'POST' && c.path.includes('schedule')))?.body,
      ).toEqual({ date: addDays(firstDay, 4) }),
    );
    expect(await screen.findByText('Workout successfully assigned to Friday')).toBeInTheDocument();
  });

  it('opens the day list from the keyboard and shows the chosen day on the button', async () => {
    const { calls } = nextWeekWorkout(2);
    await renderApp('/modal/workout-details/a');
    const trigger = await screen.findByTestId('assign-day');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: /^Wednesday/ }));
    await waitFor(() => expect(trigger).toHaveTextContent(/^Wednesday/));
    await waitFor(() => expect(screen.getByTestId('assign')).toBeEnabled());
    await userEvent.click(screen.getByTestId('assign'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path.includes('schedule'))?.body).toEqual({
        date: addDays(firstDay, 2),
      }),
    );
  });

  it('asks first, like the board, when the day is one the athlete keeps free or puts two hard sessions side by side', async () => {
    const hard = [step('ACTIVE', 4, 1200)];
    const { calls } = api((c) => {
      if (c.path === '/api/weeks/active') return answer('activeWeek', next);
      if (c.path === '/api/workouts/a')
        return answer('getWorkout', workout('a', 'w-next', firstDay, 'Run Intervals', {}, hard));
      if (c.path === '/api/weeks/w-next/workouts')
        return answer('weekWorkouts', [
          workout('a', 'w-next', firstDay, 'Run Intervals', {}, hard),
          workout('b', 'w-next', addDays(firstDay, 5), 'Bike Threshold', {}, hard),
        ]);
      return undefined;
    });
    await renderApp('/modal/workout-details/a');
    await userEvent.click(await screen.findByTestId('assign-day'));
    await userEvent.click(await screen.findByRole('option', { name: /^Sunday/ }));
    await waitFor(() => expect(screen.getByTestId('assign')).toBeEnabled());
    await userEvent.click(screen.getByTestId('assign'));
    const dialog = await screen.findByTestId('move-confirm');
    expect(dialog).toHaveTextContent('Sunday');
    expect(dialog).toHaveTextContent('Bike Threshold');
    await userEvent.click(screen.getByTestId('move-cancel'));
    expect(calls.some((c) => c.path.includes('schedule'))).toBe(false);
  });
});

describe('the flow workout', () => {
  it("stops polling at once on a 'failed' status", async () => {
    const { calls } = api((c) => {
      if (c.path === '/api/weeks/active')
        return answer('activeWeek', weekView('w-1', addDays(today, -2), { active: true, trainingStyle: 'flow' }));
      if (c.path === '/api/workouts/generate') return answer('generateWorkout', { sessionId: 's-1' }, 202);
      if (c.path === '/api/workouts/status/s-1')
        return answer('generationStatus', {
          status: 'failed',
          completed: false,
          error: 'The coach could not build it',
          message: null,
          workout: null,
          taskId: 's-1',
        });
      return undefined;
    });
    await renderApp('/modal/flow-workout');
    await userEvent.click(await screen.findByTestId('discipline-RUNNING'));
    await userEvent.click(screen.getByTestId('flow-generate'));
    expect(await screen.findByText('Failed to generate workout. Please try again.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(calls.filter((c) => c.path === '/api/workouts/status/s-1')).toHaveLength(1);
  });
});
