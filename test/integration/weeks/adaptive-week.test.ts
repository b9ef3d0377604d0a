import { beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../../functions/composition/platform';
import { createWeekServices } from '../../../functions/modules/weeks/compose';
import type { WeekView, WorkoutView } from '@shared/schemas/weeks';
import { addDays } from '@shared/calendar/days';
import { athleteWithPlan, call, deliverTask, readyWeek } from '../../support/week-fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGarminModule } from '../../../functions/modules/garmin/compose';
import { runSendRetries } from '../../../functions/modules/garmin/send-job';
import { createWorkoutRepository } from '../../../functions/modules/workouts/workout-repository';
import { connectGarmin } from '../../support/garmin-flow';

type Athlete = Awaited<ReturnType<typeof athleteWithPlan>>;
const services = () => createWeekServices(createPlatform());
const today = () => new Date().toISOString().slice(0, 10);

/**
 * A lived week that ended yesterday: every session recorded except the first two runs, and a note on a run that
 * the knee hurts; then the week is closed, so the next one is planned from it.
 */
async function livedWeekWithTwoMissedRuns(a: Athlete) {
  const { weekId } = await readyWeek(a, 'classic', '');
  await services().mover.moveActive(a.user.id, addDays(today(), -7));
  const workouts = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as WorkoutView[];
  const runs = workouts.filter((w) => w.workoutDetails.sport === 'RUNNING');
  expect(runs.length, 'the week has at least three runs').toBeGreaterThanOrEqual(3);
  const missed = new Set(runs.slice(0, 2).map((w) => w.id));
  for (const w of workouts.filter((x) => !missed.has(x.id))) {
    await services().activities.record(a.user.id, {
      activityType: w.workoutDetails.sport,
      startTime: `${w.day}T07:00:00.000Z`,
      durationInSeconds: w.workoutDetails.estimatedDurationInSecs,
      source: 'simulation',
    });
  }
  expect(
    (await call(a.cookie, 'POST', `/api/workout/${runs[2].id}/note`, { note: 'My knee hurts after this one' })).status,
  ).toBe(200);
  expect((await call(a.cookie, 'PUT', `/api/weeks/${weekId}`, { active: false })).status).toBe(200);
}

/** A run made lighter after two missed runs and a knee note: shortened, or turned into an easy recovery session. */
const RUN_EASED =
  /run (shortened from .+ to .+|turned into an easy recovery session .+): two runs missed last week and your knee note$/;

describe('the adaptive next week', () => {
  let a: Athlete;
  let week: WeekView;
  let workouts: WorkoutView[];

  beforeAll(async () => {
    a = await athleteWithPlan(2);
    await livedWeekWithTwoMissedRuns(a);
  }, 60_000);

  it('previews what the coach read and would change before the week is created', async () => {
    const res = await call(a.cookie, 'GET', `/api/weeks/adaptation-preview?trainingPlanId=${a.planId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.reasons).toEqual(expect.arrayContaining(['Two runs missed last week', 'Your knee note']));
    expect(res.body.changes).toEqual(expect.arrayContaining([expect.stringMatching(RUN_EASED)]));
  });

  it('creates the week adapted, each change with its reason, stored with the week', async () => {
    const created = await call(a.cookie, 'POST', '/api/weeks', {
      trainingStyle: 'classic',
      requirementsPrompt: '',
      trainingPlanId: a.planId,
    });
    expect(created.status).toBe(202);
    await deliverTask(a.user.id, created.body.sessionId);
    week = (await call(a.cookie, 'GET', '/api/weeks/active')).body;
    workouts = (await call(a.cookie, 'GET', `/api/weeks/${week.id}/workouts`)).body;
    expect(week.adaptation?.status).toBe('proposed');
    expect(week.adaptation?.reasons).toEqual(expect.arrayContaining(['Two runs missed last week', 'Your knee note']));
    const run = week.adaptation!.changes.find((c) => RUN_EASED.test(c.text))!;
    // A run comes back lighter (shortened, or an easy recovery session), for both reasons.
    expect(run).toMatchObject({ kind: expect.stringMatching(/^(shortened|recovery|eased)$/), rejected: false });
    expect(workouts.map((w) => w.id)).toContain(run.workoutId);
  });

  it('rejecting a change brings the original workout back, once', async () => {
    const position = week.adaptation!.changes.findIndex((c) => RUN_EASED.test(c.text));
    const change = week.adaptation!.changes[position];
    const shortened = workouts.find((w) => w.id === change.workoutId)!;
    const res = await call(a.cookie, 'POST', `/api/weeks/${week.id}/adaptation/reject`, { index: position });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.changes[position].rejected).toBe(true);
    const restored = (await call(a.cookie, 'GET', `/api/workouts/${change.workoutId}`)).body as WorkoutView;
    expect(restored.workoutDetails.estimatedDurationInSecs).toBeGreaterThan(
      shortened.workoutDetails.estimatedDurationInSecs,
    );
    expect((await call(a.cookie, 'GET', '/api/weeks/active')).body.adaptation.changes[position].rejected).toBe(true);

    const again = await call(a.cookie, 'POST', `/api/weeks/${week.id}/adaptation/reject`, { index: position });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This change was already rejected');
  });

  it('refuses a change the athlete edited since, and indexes that do not exist', async () => {
    const position = (await call(a.cookie, 'GET', '/api/weeks/active')).body.adaptation.changes.findIndex(
      (c: { rejected: boolean }) => !c.rejected,
    );
    const change = week.adaptation!.changes[position];
    const edited = workouts.find((w) => w.id === change.workoutId)!;
    const saved = await call(a.cookie, 'POST', `/api/workouts/${edited.id}/save-modified`, {
      workoutDetails: { ...edited.workoutDetails, workoutName: 'My own version' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    const res = await call(a.cookie, 'POST', `/api/weeks/${week.id}/adaptation/reject`, { index: position });
    expect(res.status).toBe(409);
    expect((await call(a.cookie, 'GET', `/api/workouts/${edited.id}`)).body.workoutDetails.workoutName).toBe(
      'My own version',
    );

    expect((await call(a.cookie, 'POST', `/api/weeks/${week.id}/adaptation/reject`, { index: 40 })).status).toBe(404);
    for (const index of [-1, 1.5, 'first', 999])
      expect((await call(a.cookie, 'POST', `/api/weeks/${week.id}/adaptation/reject`, { index })).status).toBe(400);

    // Saved back as the coach adapted it, the change can be rejected again (the next test does).
    expect(
      (
        await call(a.cookie, 'POST', `/api/workouts/${edited.id}/save-modified`, {
          workoutDetails: edited.workoutDetails,
        })
      ).status,
    ).toBeLessThan(300);
  });

  it('rejecting a change of a workout on the watch sends the original there in its place', async () => {
    const garminUser = `garmin-adapt-${a.user.id}`;
    await connectGarmin(a, { garminUser });
    const open = (await call(a.cookie, 'GET', '/api/weeks/active')).body.adaptation.changes as Array<{
      workoutId: string;
      rejected: boolean;
    }>;
    const position = open.findLastIndex((c) => !c.rejected);
    expect(position, 'an open change is left').toBeGreaterThanOrEqual(0);
    const workoutId = open[position]!.workoutId;
    const adapted = workouts.find((w) => w.id === workoutId)!;
    const sent = await call(a.cookie, 'POST', '/api/garmin/workout', { workoutId, scheduleDate: adapted.day });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const adaptedOnWatch = (await call(a.cookie, 'GET', `/api/workouts/${workoutId}`)).body.garminWorkoutId as string;

    expect((await call(a.cookie, 'POST', `/api/weeks/${week.id}/adaptation/reject`, { index: position })).status).toBe(
      200,
    );
    expect((await call(a.cookie, 'GET', `/api/workouts/${workoutId}`)).body.garminSyncStatus).toBe('sending');

    // The send job's next run (every minute in the cloud) delivers it, replacing the adapted one on the watch.
    const platform = createPlatform({ clock: () => new Date(Date.now() + 60_000) });
    const garmin = createGarminModule(platform);
    await runSendRetries({
      retries: garmin.retries,
      sender: garmin.sender,
      workouts: createWorkoutRepository(platform.db),
      clock: platform.clock,
    });
    const restored = (await call(a.cookie, 'GET', `/api/workouts/${workoutId}`)).body as WorkoutView;
    expect(restored).toMatchObject({ garminSyncStatus: 'sent', garminSyncError: null });
    const onWatch = Object.entries(
      JSON.parse(readFileSync(join(process.env.FAKE_PROVIDERS_DATA_DIR!, 'fake-garmin/state.json'), 'utf8'))
        .workouts as Record<
        string,
        { garminUserId: string; payload: { workoutName: string; segments: Array<{ steps: unknown[] }> } }
      >,
    ).filter(([, w]) => w.garminUserId === garminUser);
    expect(onWatch.map(([id]) => id)).toEqual([String(restored.garminWorkoutId)]);
    expect(String(restored.garminWorkoutId)).not.toBe(String(adaptedOnWatch));
    expect(onWatch[0]![1].payload.workoutName).toBe(restored.workoutDetails.workoutName.slice(0, 80));
    expect(restored.workoutDetails).not.toEqual(adapted.workoutDetails);
  });

  it('accepting all marks the adaptation accepted', async () => {
    const res = await call(a.cookie, 'POST', `/api/weeks/${week.id}/adaptation/accept`, {});
    expect(res.status).toBe(200);
    expect((await call(a.cookie, 'GET', '/api/weeks/active')).body.adaptation.status).toBe('accepted');
  });

  it('a first week has nothing to adapt: no adaptation, an empty preview', async () => {
    const b = await athleteWithPlan(1);
    expect((await call(b.cookie, 'GET', `/api/weeks/adaptation-preview?trainingPlanId=${b.planId}`)).body).toEqual({
      reasons: [],
      changes: [],
      phrases: [],
      changeFacts: [],
    });
    await readyWeek(b, 'classic', '');
    expect((await call(b.cookie, 'GET', '/api/weeks/active')).body.adaptation).toBeUndefined();
    expect((await call(b.cookie, 'GET', `/api/weeks/adaptation-preview?trainingPlanId=${a.planId}`)).status).toBe(404);
  });
});
