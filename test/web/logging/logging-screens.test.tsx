import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPlanOverview } from '@shared/training';
import { localDay } from '@shared/calendar/days';
import { batches, type UploadFile } from '../../../web/src/features/logging/lib/upload-files';
import type { ReportWorkoutBody } from '@shared/schemas/activities';
import {
  activityFixture,
  planFixture,
  stepFixture,
  weekFixture,
  workoutFixture,
  type WorkoutAnswer,
} from '../support/fixtures';
import { answer, fakeFetch, renderApp, userFixture, type FakeAnswer, type FakeCall } from '../support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

const today = localDay(new Date());
const workout = (id: string, name: string, extra: Partial<WorkoutAnswer> = {}) =>
  workoutFixture({
    id,
    day: today,
    details: { workoutName: name, steps: [stepFixture({ durationValue: 2700 })], estimatedDurationInSecs: 2700 },
    ...extra,
  });
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
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
  planStarts: inDays(-7),
  today: inDays(0),
});
/** What the server makes of a report: the outcome it reads and the report it keeps. */
const reported = (body: ReportWorkoutBody): Pick<WorkoutAnswer, 'outcome' | 'report'> => ({
  outcome: body.status === 'skipped' ? 'skipped' : 'done',
  report: { status: body.status, reason: body.status === 'skipped' ? body.reason : undefined, reportedAt: today },
});
const plan = planFixture({ planStarts: inDays(-7), primaryEventDate: inDays(120), planOverview: overview });
const week = weekFixture({ firstDay: today });

function api(workouts: () => WorkoutAnswer[], extra: (c: FakeCall) => FakeAnswer | undefined = () => undefined) {
  return fakeFetch((c) => {
    if (c.path === '/api/user') return answer('getUser', userFixture());
    if (c.path === '/api/plans') return answer('listPlans', [plan]);
    if (c.path === '/api/activities' && c.method === 'GET') return answer('listActivities', []);
    if (c.path === '/api/plans/p-1/weeks') return answer('listPlanWeeks', []);
    if (c.path === '/api/weeks/active') return answer('activeWeek', week);
    if (c.path === '/api/weeks/w-1/workouts') return answer('weekWorkouts', workouts());
    return extra(c);
  });
}

describe('reporting a planned workout', { timeout: 30_000 }, () => {
  it('labels each outcome: done with a check (not struck through), skipped with its reason, missed, not reported, planned', async () => {
    api(() => [
      workout('a', 'Done run', { isCompleted: true, outcome: 'done' }),
      workout('b', 'Skipped run', {
        outcome: 'skipped',
        report: { status: 'skipped', reason: 'travel', reportedAt: today },
      }),
      workout('c', 'Missed run', { outcome: 'missed' }),
      workout('d', 'Quiet run', { outcome: 'not-reported' }),
      workout('e', 'Later run', { outcome: 'planned', day: '2999-01-01' }),
    ]);
    await renderApp('/dashboard');
    await screen.findByText('Quiet run', undefined, { timeout: 20_000 });
    const labels = screen.getAllByTestId('workout-outcome').map((o) => [o.getAttribute('data-outcome'), o.textContent]);
    expect(labels).toEqual([
      ['done', 'Done'],
      ['skipped', 'Skipped: Travel'],
      ['missed', 'Missed'],
      ['not-reported', 'Not reported — tell the coach'],
      ['planned', 'Planned'],
    ]);
    expect(screen.getByText('Done run').className).not.toContain('line-through');
    const rows = screen.getAllByTestId('workout-row');
    // A future day asks nothing yet; the reported one offers undo; the recorded one neither.
    expect(within(rows[4]!).queryByTestId('report-done')).toBeNull();
    expect(within(rows[1]!).getByTestId('report-undo')).toBeInTheDocument();
    expect(within(rows[0]!).queryByTestId('report-undo')).toBeNull();
    expect(within(rows[3]!).getByTestId('report-done')).toBeInTheDocument();
  });

  it('"Done as planned" sends one tap, and the toast undoes it', async () => {
    let current = workout('a', 'Tempo run', { outcome: 'not-reported' });
    const { calls } = api(
      () => [current],
      (c) => {
        if (c.path === '/api/workouts/a/report' && c.method === 'POST') {
          current = { ...current, isCompleted: true, outcome: 'done', report: { status: 'done', reportedAt: today } };
          return answer('reportWorkout', current);
        }
        if (c.path === '/api/workouts/a/report' && c.method === 'DELETE') {
          current = workout('a', 'Tempo run', { outcome: 'not-reported' });
          return answer('undoWorkoutReport', current);
        }
        return undefined;
      },
    );
    await renderApp('/dashboard');
    await userEvent.click(await screen.findByTestId('report-done'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/workouts/a/report')?.body).toEqual({
        status: 'done',
      }),
    );
    expect(await screen.findByText('Marked as done')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('workout-row')).toHaveAttribute('data-outcome', 'done'));
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/workouts/a/report')).toBe(true),
    );
    await waitFor(() => expect(screen.getByTestId('workout-row')).toHaveAttribute('data-outcome', 'not-reported'));
  });

  it('"Done, but different" validates the figures and sends them as numbers', async () => {
    const { calls } = api(
      () => [workout('a', 'Long run', { outcome: 'not-reported' })],
      (c) =>
        c.path === '/api/workouts/a/report'
          ? answer(
              'reportWorkout',
              workout('a', 'Long run', { outcome: 'done', report: { status: 'changed', reportedAt: today } }),
            )
          : undefined,
    );
    await renderApp('/dashboard');
    await userEvent.click(await screen.findByTestId('report-changed'));
    const dialog = await screen.findByTestId('changed-dialog');
    expect(within(dialog).getByTestId('changed-duration')).toHaveValue('45');
    await userEvent.clear(within(dialog).getByTestId('changed-duration'));
    await userEvent.type(within(dialog).getByTestId('changed-heart-rate'), '300');
    await userEvent.click(within(dialog).getByTestId('changed-save'));
    expect(await within(dialog).findByText('Duration must be a number of minutes')).toBeInTheDocument();
    expect(within(dialog).getByText('Heart rate must be at most 240 bpm')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/workouts/a/report')).toBe(false);

    await userEvent.type(within(dialog).getByTestId('changed-duration'), '38');
    await userEvent.clear(within(dialog).getByTestId('changed-heart-rate'));
    await userEvent.type(within(dialog).getByTestId('changed-heart-rate'), '151');
    await userEvent.type(within(dialog).getByTestId('changed-distance'), '7,5');
    await userEvent.click(within(within(dialog).getByTestId('changed-rpe')).getByRole('radio', { name: '7' }));
    await userEvent.click(within(within(dialog).getByTestId('changed-feel')).getByRole('radio', { name: 'Hard' }));
    await userEvent.type(within(dialog).getByTestId('changed-note'), 'Cut short, calf tight');
    await userEvent.click(within(dialog).getByTestId('changed-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/workouts/a/report')?.body).toEqual({
        status: 'changed',
        durationMinutes: 38,
        distanceKm: 7.5,
        averageHeartRate: 151,
        rpe: 7,
        feel: 'hard',
        note: 'Cut short, calf tight',
      }),
    );
    expect(await screen.findByText('Saved as done, but different')).toBeInTheDocument();
  });

  it('"Skipped" needs a reason, then sends it with the note', async () => {
    const { calls } = api(
      () => [workout('a', 'Swim', { outcome: 'not-reported' })],
      (c) =>
        c.path === '/api/workouts/a/report'
          ? answer(
              'reportWorkout',
              workout('a', 'Swim', {
                outcome: 'skipped',
                report: { status: 'skipped', reason: 'no-time', reportedAt: today },
              }),
            )
          : undefined,
    );
    await renderApp('/dashboard');
    await userEvent.click(await screen.findByTestId('report-skipped'));
    const dialog = await screen.findByTestId('skip-dialog');
    await userEvent.click(within(dialog).getByTestId('skip-save'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose why the session was skipped');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No time' }));
    await userEvent.type(within(dialog).getByTestId('skip-note'), 'Late meeting');
    await userEvent.click(within(dialog).getByTestId('skip-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/workouts/a/report')?.body).toEqual({
        status: 'skipped',
        reason: 'no-time',
        note: 'Late meeting',
      }),
    );
  });
});

describe('logging and uploading activities', { timeout: 30_000 }, () => {
  it('"Log an activity" checks the sport and sends the session', async () => {
    const { calls } = api(
      () => [],
      (c) =>
        c.path === '/api/activities' && c.method === 'POST'
          ? answer(
              'logActivity',
              { activity: activityFixture({ id: 'x' }), completedWorkoutId: null, duplicateOf: null },
              201,
            )
          : undefined,
    );
    await renderApp('/dashboard');
    await userEvent.click(await screen.findByTestId('log-activity'));
    const dialog = await screen.findByTestId('log-activity-dialog');
    await userEvent.type(within(dialog).getByTestId('log-duration'), '60');
    await userEvent.click(within(dialog).getByTestId('log-save'));
    expect(await within(dialog).findByText('Choose a sport from the list')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Strength' }));
    await userEvent.type(within(dialog).getByTestId('log-start-time'), '07:30');
    await userEvent.click(within(dialog).getByTestId('log-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/activities' && c.method === 'POST')?.body).toEqual({
        sport: 'STRENGTH_TRAINING',
        date: today,
        startTime: '07:30',
        durationMinutes: 60,
        distanceKm: null,
        averageHeartRate: null,
        rpe: null,
      }),
    );
    expect(await screen.findByText('Activity logged')).toBeInTheDocument();
  });

  it('uploads gzipped files and shows a result per file, translating refusal codes; a PNG is refused before sending', async () => {
    const { calls } = api(
      () => [],
      (c) =>
        c.path === '/api/activities/upload'
          ? answer('uploadActivities', {
              results: [
                {
                  name: 'ride.fit',
                  status: 'matched',
                  activities: [
                    {
                      id: '1',
                      activityType: 'CYCLING',
                      startTime: today,
                      durationInSeconds: 3600,
                      matchedWorkoutName: 'Tempo Ride',
                    },
                  ],
                },
                { name: 'route.gpx.gz', status: 'refused', activities: [], refusal: 'no-times', message: 'no times' },
              ],
            })
          : undefined,
    );
    await renderApp('/dashboard');
    await userEvent.click(await screen.findByTestId('upload-activities'));
    const input = (await screen.findByTestId('upload-input')) as HTMLInputElement;
    const files = [
      new File([new Uint8Array([14, 16, 1, 2])], 'ride.fit'),
      new File([new Uint8Array([31, 139, 8])], 'route.gpx.gz'),
      new File(['png'], 'photo.png'),
    ];
    await userEvent.upload(input, files, { applyAccept: false });
    const results = await screen.findAllByTestId('upload-result');
    expect(results.map((r) => r.textContent)).toEqual([
      'ride.fitMatched to "Tempo Ride"',
      'route.gpx.gzThis file has no times: it looks like a route, not a recorded activity.',
      'photo.pngNot a FIT, TCX or GPX file.',
    ]);
    const sent = calls.find((c) => c.path === '/api/activities/upload')!.body as { files: UploadFile[] };
    expect(sent.files.map((f) => [f.name, f.encoding])).toEqual([
      ['ride.fit', 'gzip'],
      ['route.gpx.gz', 'none'],
    ]);
    expect(atob(sent.files[1]!.contentBase64)).toBe(String.fromCharCode(31, 139, 8));
  });

  it('asks the sport of a file that names none, and sends the same file again with the one tapped', async () => {
    const walk = { id: 'upload-x-0', activityType: 'OTHER', startTime: today, durationInSeconds: 1800 };
    const { calls } = api(
      () => [],
      (c) => {
        if (c.path !== '/api/activities/upload') return undefined;
        const [file] = (c.body as { files: UploadFile[] }).files;
        return file!.sport
          ? answer('uploadActivities', {
              results: [{ name: 'walk.gpx', status: 'added', activities: [{ ...walk, activityType: file!.sport }] }],
            })
          : answer('uploadActivities', {
              results: [{ name: 'walk.gpx', status: 'needs-sport', activities: [walk], message: 'which sport?' }],
            });
      },
    );
    await renderApp('/dashboard');
    await userEvent.click(await screen.findByTestId('upload-activities'));
    const input = (await screen.findByTestId('upload-input')) as HTMLInputElement;
    await userEvent.upload(input, [new File(['<gpx/>'], 'walk.gpx')], { applyAccept: false });
    const result = await screen.findByTestId('upload-result');
    expect(result).toHaveAttribute('data-status', 'needs-sport');
    expect(result.textContent).toContain("The file doesn't say which sport this was: choose it and it's added.");
    const sports = within(result).getByRole('radiogroup', { name: 'Sport of walk.gpx' });
    expect(
      within(sports)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['Swim', 'Bike', 'Run', 'Strength', 'Other']);
    await userEvent.click(within(sports).getByRole('radio', { name: 'Swim' }));
    await waitFor(() => expect(screen.getByTestId('upload-result')).toHaveAttribute('data-status', 'added'));
    const uploads = calls
      .filter((c) => c.path === '/api/activities/upload')
      .map((c) => (c.body as { files: UploadFile[] }).files);
    expect(uploads).toHaveLength(2);
    expect(uploads[1]).toEqual([{ ...uploads[0]![0], sport: 'SWIMMING' }]);
    expect(screen.queryByTestId('upload-sport')).toBeNull();
  });

  it('batches at most 10 files and the size limit per request', () => {
    const file = (n: number, size: number): UploadFile => ({
      name: `f${n}.fit`,
      encoding: 'gzip',
      contentBase64: 'A'.repeat(size),
    });
    expect(batches(Array.from({ length: 12 }, (_, i) => file(i, 10))).map((b) => b.length)).toEqual([10, 2]);
    expect(batches([file(1, 3_000_000), file(2, 3_000_000), file(3, 1_000)]).map((b) => b.map((f) => f.name))).toEqual([
      ['f1.fit'],
      ['f2.fit', 'f3.fit'],
    ]);
  });
});

describe('"What did you do this week?"', { timeout: 30_000 }, () => {
  it('ticks what was recorded and reports done / skipped with a reason / not sure, one tap each', async () => {
    let list: WorkoutAnswer[] = [
      workout('a', 'Recorded ride', { isCompleted: true, outcome: 'done', matchedActivityId: 'act' }),
      workout('b', 'Easy run', { outcome: 'not-reported' }),
      workout('c', 'Pool swim', { outcome: 'not-reported' }),
      workout('d', 'Brick', { outcome: 'done', report: { status: 'done', reportedAt: today } }),
    ];
    const { calls } = api(
      () => list,
      (c) => {
        const id = /\/api\/workouts\/(\w)\/report/.exec(c.path)?.[1];
        if (!id) return undefined;
        list = list.map((w) =>
          w.id === id
            ? {
                ...w,
                ...(c.method === 'DELETE'
                  ? { outcome: 'not-reported', report: undefined }
                  : reported(c.body as ReportWorkoutBody)),
              }
            : w,
        );
        return answer(
          c.method === 'DELETE' ? 'undoWorkoutReport' : 'reportWorkout',
          list.find((w) => w.id === id)!,
        );
      },
    );
    await renderApp('/dashboard');
    await userEvent.click(await screen.findByTestId('open-check-in'));
    const dialog = await screen.findByTestId('week-check-in');
    const row = (id: string) => dialog.querySelector<HTMLElement>(`[data-workout-id="${id}"]`)!;
    await waitFor(() => expect(row('a')).not.toBeNull());
    expect(within(row('a')).getByText('Recorded by an activity')).toBeInTheDocument();
    expect(within(row('d')).getByTestId('check-in-done')).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(within(row('b')).getByTestId('check-in-done'));
    await userEvent.click(within(row('c')).getByTestId('check-in-skipped'));
    await userEvent.click(within(row('c')).getByRole('radio', { name: 'Sick' }));
    await userEvent.click(within(row('d')).getByTestId('check-in-unsure'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/report')).map((c) => [c.method, c.path, c.body])).toEqual([
        ['POST', '/api/workouts/b/report', { status: 'done' }],
        ['POST', '/api/workouts/c/report', { status: 'skipped', reason: 'sick' }],
        ['DELETE', '/api/workouts/d/report', undefined],
      ]),
    );
    await waitFor(() => expect(row('c')).toHaveAttribute('data-outcome', 'skipped'));
  });
});
