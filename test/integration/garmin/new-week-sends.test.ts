import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../../functions/composition/platform';
import { env } from '../../../functions/lib/env';
import { createGarminModule } from '../../../functions/modules/garmin/compose';
import { runSendRetries } from '../../../functions/modules/garmin/send-job';
import { createWeekServices } from '../../../functions/modules/weeks/compose';
import { createWorkoutRepository } from '../../../functions/modules/workouts/workout-repository';
import { garminClientFromEnv } from '../../../functions/providers/garmin';
import { GarminHttpError, type GarminClient } from '../../../functions/providers/garmin/port';
import { addDays } from '@shared/calendar/days';
import { useOwnTable } from '../../support/own-table';
import { athleteWithPlan, call, readyWeek } from '../../support/week-fixtures';
import { connectGarmin } from '../../support/garmin-flow';

// The send queue is global and this file runs it with a busy Garmin: its own table, so no other file's sends wait.
beforeAll(async () => {
  await useOwnTable('new-week-sends');
});

type FakeState = {
  workouts: Record<string, { garminUserId: string; payload: { workoutName: string } }>;
  schedules: Record<string, { garminUserId: string; workoutId: string; date: string }>;
};
const fake = (): FakeState =>
  JSON.parse(readFileSync(join(process.env.FAKE_PROVIDERS_DATA_DIR!, 'fake-garmin/state.json'), 'utf8'));
/** What the athlete's watch calendar holds: date and workout name per schedule, by date. */
const calendarOf = (garminUser: string) => {
  const state = fake();
  return Object.values(state.schedules)
    .filter((s) => s.garminUserId === garminUser)
    .map((s) => ({ date: s.date, name: state.workouts[s.workoutId]?.payload.workoutName }))
    .sort((a, b) => a.date.localeCompare(b.date) || String(a.name).localeCompare(String(b.name)));
};
const workoutsOnWatch = (garminUser: string) =>
  Object.values(fake().workouts).filter((w) => w.garminUserId === garminUser).length;

/** The send job's run (as the scheduled job does it), `minutesAhead` from now, with Garmin's client or another. */
async function sendJob(minutesAhead = 0, client?: GarminClient) {
  const platform = createPlatform({ clock: () => new Date(Date.now() + minutesAhead * 60_000) });
  const garmin = createGarminModule(platform, client ? { client } : {});
  return runSendRetries({
    retries: garmin.retries,
    sender: garmin.sender,
    workouts: createWorkoutRepository(platform.db),
    clock: platform.clock,
  });
}

/** Garmin answering 503 to every workout call. */
function busyGarmin(): GarminClient {
  const real = garminClientFromEnv(env());
  const busy = async () => {
    throw new GarminHttpError(503, 'Service Unavailable');
  };
  return { ...real, createWorkout: busy, deleteWorkout: busy, createSchedule: busy, deleteSchedule: busy };
}

type Workout = {
  id: string;
  day: string | null;
  garminSyncStatus: string | null;
  garminWorkoutId?: string;
  workoutDetails: { workoutName: string };
};
const today = () => new Date().toISOString().slice(0, 10);

async function connectedAthlete(tag: string) {
  const athlete = await athleteWithPlan(3);
  const garminUser = `garmin-${tag}-${athlete.user.id}`;
  await connectGarmin(athlete, { garminUser });
  return { ...athlete, garminUser };
}

describe('a new week reaches the watch by itself', () => {
  it('on by default: the week is ready with its workouts queued, and the send job puts each on its day on the watch', async () => {
    const a = await connectedAthlete('auto');
    expect((await call(a.cookie, 'GET', '/api/user')).body.settings).toEqual({
      theme: 'light',
      sendNewWeeksToWatch: true,
    });
    const { weekId, workouts } = (await readyWeek(a)) as { weekId: string; workouts: Workout[] };
    const due = workouts.filter((w) => w.day && w.day >= today());
    expect(due.length).toBeGreaterThan(2);
    expect(new Set(due.map((w) => w.garminSyncStatus))).toEqual(new Set(['sending']));
    expect(calendarOf(a.garminUser)).toEqual([]);

    await sendJob();
    const after = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as Workout[];
    for (const w of after.filter((x) => due.some((d) => d.id === x.id)))
      expect(w).toMatchObject({ garminSyncStatus: 'sent', garminSyncError: null, garminWorkoutId: expect.any(String) });
    expect(calendarOf(a.garminUser)).toEqual(
      due
        .map((w) => ({ date: w.day, name: w.workoutDetails.workoutName.slice(0, 80) }))
        .sort((x, y) => x.date!.localeCompare(y.date!) || x.name.localeCompare(y.name)),
    );
    // Run again: nothing queued any more, nothing doubled on the watch.
    await sendJob(10);
    expect(workoutsOnWatch(a.garminUser)).toBe(due.length);
  });

  it('turned off in settings (theme kept): the next week is not sent; turned on again, it is', async () => {
    const a = await connectedAthlete('off');
    await call(a.cookie, 'PATCH', '/api/user', { settings: { theme: 'dark' } });
    const off = await call(a.cookie, 'PATCH', '/api/user', { settings: { sendNewWeeksToWatch: false } });
    expect(off.status).toBe(200);
    expect(off.body.settings).toEqual({ theme: 'dark', sendNewWeeksToWatch: false });
    const { weekId, workouts } = (await readyWeek(a)) as { weekId: string; workouts: Workout[] };
    expect(workouts.every((w) => w.garminSyncStatus === null)).toBe(true);
    await sendJob();
    expect(calendarOf(a.garminUser)).toEqual([]);

    // A manual send still works with the setting off.
    const sent = await call(a.cookie, 'POST', '/api/garmin/workout', {
      workoutId: workouts[0]!.id,
      scheduleDate: workouts[0]!.day,
    });
    expect(sent.status).toBe(200);
    expect(calendarOf(a.garminUser)).toHaveLength(1);

    expect(
      (await call(a.cookie, 'PATCH', '/api/user', { settings: { sendNewWeeksToWatch: true } })).body.settings,
    ).toEqual({ theme: 'dark', sendNewWeeksToWatch: true });
    await call(a.cookie, 'DELETE', `/api/weeks/${weekId}`);
    await sendJob();
    expect(calendarOf(a.garminUser)).toEqual([]);
    const next = (await readyWeek(a)) as { workouts: Workout[] };
    await sendJob();
    expect(calendarOf(a.garminUser).length).toBe(next.workouts.filter((w) => w.day && w.day >= today()).length);
  });

  it('a bad setting is a readable 400, and an athlete without Garmin gets no sends', async () => {
    const a = await athleteWithPlan(3);
    for (const settings of [{ sendNewWeeksToWatch: 'yes' }, {}, { sendNewWeeksToWatch: true, extra: 1 }]) {
      const res = await call(a.cookie, 'PATCH', '/api/user', { settings });
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    const { workouts } = (await readyWeek(a)) as { workouts: Workout[] };
    expect(workouts.every((w) => w.garminSyncStatus === null)).toBe(true);
  });

  it('Garmin busy: the week is still ready, the sends wait and retry with backoff, then arrive', async () => {
    const a = await connectedAthlete('busy');
    const { weekId, workouts } = (await readyWeek(a)) as { weekId: string; workouts: Workout[] };
    expect((await call(a.cookie, 'GET', '/api/weeks/active')).body).toMatchObject({ id: weekId, status: 'ready' });
    await sendJob(0, busyGarmin());
    const waiting = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as Workout[];
    const due = waiting.filter((w) => w.day && w.day >= today());
    expect(due.every((w) => w.garminSyncStatus === 'sending')).toBe(true);
    // Not yet due again half a minute on (the first retry waits a minute): nothing sent.
    await sendJob(0.5);
    expect(calendarOf(a.garminUser)).toEqual([]);
    await sendJob(2);
    expect(calendarOf(a.garminUser)).toHaveLength(due.length);
    expect(
      ((await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as Workout[])
        .filter((w) => due.some((d) => d.id === w.id))
        .every((w) => w.garminSyncStatus === 'sent'),
    ).toBe(true);
    expect(workouts.length).toBe(waiting.length);
  });
});

describe('every change follows on the watch', () => {
  it('a modified workout is replaced on the watch; a moved week moves there; a deleted week comes off it', async () => {
    const a = await connectedAthlete('follow');
    const { weekId } = await readyWeek(a);
    await sendJob();
    const onWatch = ((await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as Workout[]).filter(
      (w) => w.garminSyncStatus === 'sent',
    );
    expect(onWatch.length).toBeGreaterThan(2);

    // Modify and save (not "save and send"): the watch gets the new version in place of the old one.
    const target = onWatch[0]!;
    const details = (await call(a.cookie, 'GET', `/api/workouts/${target.id}`)).body.workoutDetails;
    const saved = await call(a.cookie, 'POST', `/api/workouts/${target.id}/save-modified`, {
      workoutDetails: { ...details, workoutName: 'Shorter run' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ sentToGarmin: true, workout: { garminSyncStatus: 'sent' } });
    expect(saved.body.workout.garminWorkoutId).not.toBe(target.garminWorkoutId);
    expect(calendarOf(a.garminUser).filter((c) => c.name === 'Shorter run')).toEqual([
      { date: target.day, name: 'Shorter run' },
    ]);
    expect(workoutsOnWatch(a.garminUser)).toBe(onWatch.length);

    // The week moved two days later (the CLI's move-week): queued, then on the new days on the watch.
    const before = calendarOf(a.garminUser);
    const week = (await call(a.cookie, 'GET', '/api/weeks/active')).body;
    await createWeekServices(createPlatform()).mover.moveActive(a.user.id, addDays(week.firstDay, 2));
    expect(
      ((await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as Workout[])
        .filter((w) => w.garminWorkoutId)
        .every((w) => w.garminSyncStatus === 'sending'),
    ).toBe(true);
    await sendJob();
    expect(calendarOf(a.garminUser)).toEqual(before.map((c) => ({ ...c, date: addDays(c.date, 2) })));
    expect(workoutsOnWatch(a.garminUser)).toBe(onWatch.length);

    // The week deleted: its removal is queued (the weeks group never calls Garmin), then the watch is empty.
    expect((await call(a.cookie, 'DELETE', `/api/weeks/${weekId}`)).status).toBe(200);
    expect(workoutsOnWatch(a.garminUser)).toBe(onWatch.length);
    await sendJob();
    expect(calendarOf(a.garminUser)).toEqual([]);
    expect(workoutsOnWatch(a.garminUser)).toBe(0);
  });

  it("another athlete's workout cannot be saved over (404), and the owner's watch keeps it", async () => {
    const a = await connectedAthlete('own');
    const b = await athleteWithPlan(1);
    const { weekId } = await readyWeek(a);
    await sendJob();
    const [first] = ((await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as Workout[]).filter(
      (w) => w.garminSyncStatus === 'sent',
    );
    const details = (await call(a.cookie, 'GET', `/api/workouts/${first!.id}`)).body.workoutDetails;
    expect(
      (
        await call(b.cookie, 'POST', `/api/workouts/${first!.id}/save-modified`, {
          workoutDetails: { ...details, workoutName: 'Hijacked' },
        })
      ).status,
    ).toBe(404);
    expect((await call(b.cookie, 'DELETE', `/api/weeks/${weekId}`)).status).toBe(404);
    await sendJob();
    expect(calendarOf(a.garminUser).some((c) => c.name === 'Hijacked')).toBe(false);
    expect(calendarOf(a.garminUser).length).toBeGreaterThan(2);
  });
});
