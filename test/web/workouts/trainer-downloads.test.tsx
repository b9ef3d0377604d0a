import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkoutSport } from '@shared/schemas/training';
import { workoutFixture } from '../support/fixtures';
import { answer, fakeFetch, renderApp, userFixture, type FakeAnswer, type FakeCall } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const workout = (sport: WorkoutSport) =>
  workoutFixture({ id: 'a', day: '2026-11-25', details: { workoutName: 'Tempo', sport } });

function api(sport: WorkoutSport, extra: (c: FakeCall) => FakeAnswer | undefined = () => undefined) {
  return fakeFetch((c) => {
    if (c.path === '/api/user') return answer('getUser', userFixture());
    if (c.path === '/api/workouts/a') return answer('getWorkout', workout(sport));
    return extra(c);
  });
}

describe('indoor-training files on workout details', () => {
  it.each<[WorkoutSport, string[]]>([
    ['CYCLING', ['Zwift (.zwo)', 'ERG (.erg)', 'MRC (.mrc)']],
    ['RUNNING', ['Zwift (.zwo)']],
    ['SWIMMING', []],
  ])('%s offers %j next to the FIT file', async (sport, names) => {
    api(sport);
    await renderApp('/modal/workout-details/a');
    await screen.findByTestId('workout-details');
    expect(screen.getByTestId('fit-download')).toBeInTheDocument();
    const shown = screen
      .queryAllByRole('button')
      .map((b) => b.textContent ?? '')
      .filter((text) => /\.(zwo|erg|mrc)\)$/.test(text));
    expect(shown).toEqual(names);
  });

  it('an ERG refused for a missing FTP says so and links to Settings > Zones', async () => {
    const { calls } = api('CYCLING', (c) =>
      c.path.startsWith('/api/workouts/a/file')
        ? {
            status: 409,
            body: { message: 'ERG files need your FTP', error: 'ERG files need your FTP', reason: 'ftp-required' },
          }
        : undefined,
    );
    await renderApp('/modal/workout-details/a');
    await userEvent.click(await screen.findByRole('button', { name: 'ERG (.erg)' }));
    expect(await screen.findByTestId('trainer-download-error')).toHaveTextContent('they need your FTP');
    expect(screen.getByRole('link', { name: 'Set it in Settings > Zones' })).toHaveAttribute('href', '/settings/zones');
    expect(calls.find((c) => c.path.startsWith('/api/workouts/a/file'))).toMatchObject({
      path: '/api/workouts/a/file?format=erg&lang=en',
      credentials: 'include',
    });
  });

  it("any other refusal shows the server's message", async () => {
    api('CYCLING', (c) =>
      c.path.startsWith('/api/workouts/a/file')
        ? { status: 409, body: { message: 'No such format here', error: 'No such format here' } }
        : undefined,
    );
    await renderApp('/modal/workout-details/a');
    await userEvent.click(await screen.findByRole('button', { name: 'MRC (.mrc)' }));
    await waitFor(() =>
      expect(screen.getByTestId('trainer-download-error')).toHaveTextContent(
        'The download failed: No such format here',
      ),
    );
    expect(screen.queryByRole('link', { name: 'Set it in Settings > Zones' })).toBeNull();
  });
});
