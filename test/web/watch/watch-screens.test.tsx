import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteAnswer } from '@shared/api/route-answers';
import { stepFixture, workoutFixture, type WorkoutAnswer } from '../support/fixtures';
import { answer, fakeFetch, renderApp, userFixture, type FakeAnswer, type FakeCall } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const workout = (extra: Partial<WorkoutAnswer> = {}) =>
  workoutFixture({
    day: '2026-12-01',
    details: {
      workoutName: 'Tempo run',
      steps: [stepFixture({ targetType: 'OPEN', targetValue: null })],
    },
    ...extra,
  });
const status = (extra: Partial<RouteAnswer<'garminStatus'>> = {}): RouteAnswer<'garminStatus'> => ({
  connected: true,
  connectedAt: '2026-11-20T08:00:00.000Z',
  lastActivityAt: null,
  permissions: ['WORKOUT_IMPORT'],
  missingWorkoutImport: false,
  watchCalendarUrl: 'http://localhost:3000/sandbox/garmin/calendar',
  ...extra,
});

function api(garminConnected: boolean, extra: (c: FakeCall) => FakeAnswer | undefined = () => undefined) {
  return fakeFetch((c) => {
    const own = extra(c);
    if (own) return own;
    if (c.path === '/api/user') return answer('getUser', userFixture({ garminConnected }));
    if (c.path === '/api/garmin')
      return answer(
        'garminStatus',
        garminConnected ? status() : status({ connected: false, connectedAt: null, permissions: [] }),
      );
    if (c.path === '/api/workouts/wo-1') return answer('getWorkout', workout());
    return undefined;
  });
}

describe('settings watch card', () => {
  it('connected: since when, no activity yet, the local watch calendar, and Disconnect after a confirmation', async () => {
    const { calls } = api(true, (c) =>
      c.path === '/api/garmin' && c.method === 'DELETE' ? answer('garminDisconnect', null, 204) : undefined,
    );
    await renderApp('/settings/watch');
    expect(await screen.findByTestId('watch-last-activity')).toHaveTextContent('None yet');
    expect(screen.getByTestId('watch-calendar-link')).toHaveAttribute(
      'href',
      'http://localhost:3000/sandbox/garmin/calendar',
    );
    await userEvent.click(screen.getByTestId('watch-disconnect'));
    expect(await screen.findByText('Disconnect Garmin?')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('watch-disconnect-confirm'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/garmin' && c.method === 'DELETE')).toBe(true));
    // A whole-app render and the confirmation's own chunk: over 5 s on a loaded 2-core machine.
  }, 20_000);

  it('"Send new weeks to my watch" is on by default; turning it off saves only that setting and says so', async () => {
    const { calls } = api(true, (c) =>
      c.path === '/api/user' && c.method === 'PATCH'
        ? answer(
            'patchUser',
            userFixture({ garminConnected: true, settings: { theme: 'light', sendNewWeeksToWatch: false } }),
          )
        : undefined,
    );
    await renderApp('/settings/watch');
    const toggle = await screen.findByRole('switch', { name: 'Send new weeks to my watch' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription(/go to your Garmin calendar by themselves/);
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ settings: { sendNewWeeksToWatch: false } }),
    );
    expect(await screen.findByText('New weeks will not be sent to your watch by themselves')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Send new weeks to my watch' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
  });

  it('without a watch there is no automatic sending to offer', async () => {
    api(false);
    await renderApp('/settings/watch');
    await screen.findByTestId('watch-connect');
    expect(screen.queryByRole('switch', { name: 'Send new weeks to my watch' })).toBeNull();
  });

  it('warns when workout import is not allowed', async () => {
    api(true, (c) =>
      c.path === '/api/garmin'
        ? answer('garminStatus', status({ permissions: ['ACTIVITY_EXPORT'], missingWorkoutImport: true }))
        : undefined,
    );
    await renderApp('/settings/watch');
    expect(await screen.findByTestId('watch-permission-warning')).toHaveTextContent('allow Workout import');
  });

  it('explains why a connection failed, per reason', async () => {
    api(false);
    await renderApp('/settings/watch?garmin=error&reason=already-linked');
    expect(await screen.findByTestId('garmin-error')).toHaveTextContent(
      'This Garmin account is already connected to another Tricoach account.',
    );
  });
});

describe('workout details', () => {
  it('sends the workout to the watch and shows it there', async () => {
    let sent = false;
    const { calls } = api(true, (c) => {
      if (c.path === '/api/garmin/workout')
        return ((sent = true), answer('garminSendWorkout', { garminWorkoutId: '42', syncStatus: 'sent' }));
      if (c.path === '/api/workouts/wo-1')
        return answer('getWorkout', workout(sent ? { garminWorkoutId: '42', garminSyncStatus: 'sent' } : {}));
      return undefined;
    });
    await renderApp('/modal/workout-details/wo-1');
    await userEvent.click(await screen.findByTestId('watch-send'));
    await waitFor(() => expect(screen.getByTestId('watch-sync-status')).toHaveTextContent('On the watch'));
    expect(calls.find((c) => c.path === '/api/garmin/workout')?.body).toEqual({
      workoutId: 'wo-1',
      scheduleDate: '2026-12-01',
    });
  });

  it('shows a failed send with its reason and a retry', async () => {
    api(true, (c) =>
      c.path === '/api/workouts/wo-1'
        ? answer(
            'getWorkout',
            workout({ garminSyncStatus: 'failed', garminSyncError: 'Garmin is not answering right now.' }),
          )
        : undefined,
    );
    await renderApp('/modal/workout-details/wo-1');
    expect(await screen.findByText('Garmin is not answering right now.')).toBeInTheDocument();
    expect(screen.getByTestId('watch-send')).toHaveTextContent('Try again');
  });

  it.each([
    [false, false, 'Workout deleted from your library'],
    [true, true, 'Workout deleted from your library and Garmin'],
    [true, false, 'Workout deleted from your library (Garmin deletion failed)'],
  ])('deleting (on the watch: %s, deleted there: %s) says %s', async (wasOnGarmin, deletedFromGarmin, message) => {
    api(wasOnGarmin, (c) =>
      c.path === '/api/workout/wo-1' && c.method === 'DELETE'
        ? answer('deleteWorkout', { success: true, wasOnGarmin, deletedFromGarmin })
        : undefined,
    );
    await renderApp('/modal/workout-details/wo-1');
    await userEvent.click(await screen.findByTestId('delete-workout-button'));
    await userEvent.click(await screen.findByTestId('confirm-delete-workout'));
    expect(await screen.findByText(message, { exact: true })).toBeInTheDocument();
  });
});
