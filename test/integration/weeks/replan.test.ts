import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createPlatform } from '../../../functions/composition/platform';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { createWeekServices } from '../../../functions/modules/weeks/compose';
import type { WorkoutDetails } from '@shared/schemas/training';
import { weekdayOf } from '@shared/calendar/weekdays';
import { isHardWorkout } from '@shared/training/intensity';
import { addDays } from '@shared/calendar/days';
import { athleteWithPlan, call, readyWeek } from '../../support/week-fixtures';

interface Workout {
  id: string;
  day: string;
  workoutDetails: WorkoutDetails;
  report?: { status: string };
}
interface Change {
  key: string;
  kind: 'move' | 'drop' | 'shorten';
  workoutId: string;
  from: string;
  to: string | null;
  minutes: number | null;
  reason: string;
  text: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A ready week that starts today (every session still ahead), in a plan that trains on every day of the week. */
async function weekFromToday() {
  const a = await athleteWithPlan(1);
  const { weekId } = await readyWeek(a, 'classic', '');
  await createWeekServices(createPlatform()).mover.moveActive(a.user.id, today());
  const every = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  await documentClient().send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME!,
      Key: keys.plan(a.user.id, a.planId),
      UpdateExpression: 'SET workoutDays = :days',
      ExpressionAttributeValues: { ':days': every },
    }),
  );
  const workouts = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as Workout[];
  return { a, weekId, workouts };
}

const replan = async (cookie: string, weekId: string) => {
  const res = await call(cookie, 'GET', `/api/weeks/${weekId}/replan`);
  expect(res.status).toBe(200);
  return res.body.changes as Change[];
};

// Each test builds a plan and a week on the real workers: slow on a loaded machine.
describe('re-planning the rest of the week', { timeout: 180_000 }, () => {
  it('a week as planned needs no re-plan; a skipped long session comes back on a free day with filler dropped for it', async () => {
    const { a, weekId, workouts } = await weekFromToday();
    expect(await replan(a.cookie, weekId)).toEqual([]);

    const long = workouts
      .filter((w) => w.workoutDetails.sport !== 'STRENGTH_TRAINING')
      .sort((x, y) => y.workoutDetails.estimatedDurationInSecs - x.workoutDetails.estimatedDurationInSecs)[0];
    expect(
      (await call(a.cookie, 'POST', `/api/workouts/${long.id}/report`, { status: 'skipped', reason: 'no-time' }))
        .status,
    ).toBeLessThan(300);
    const changes = await replan(a.cookie, weekId);
    const move = changes.find((c) => c.workoutId === long.id);
    expect(move).toMatchObject({ kind: 'move', reason: 'missedKey', from: long.day });
    expect(move!.to! >= today()).toBe(true);
    expect(move!.text).toMatch(/moves from \w+ to \w+: it is a key session of the week and you skipped it\./);
    const drops = changes.filter((c) => c.reason === 'makeRoom');
    const freed = drops.reduce(
      (t, c) => t + workouts.find((w) => w.id === c.workoutId)!.workoutDetails.estimatedDurationInSecs,
      0,
    );
    expect(freed).toBeGreaterThanOrEqual(long.workoutDetails.estimatedDurationInSecs - 59);

    // Accepting the move while keeping one of its drops would add the missed volume on top.
    if (drops.length) {
      const refused = await call(a.cookie, 'POST', `/api/weeks/${weekId}/replan`, {
        accept: [move!.key],
        keep: [drops[0].key],
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error ?? refused.body.message).toMatch(/needs room/);
    }
    const accepted = await call(a.cookie, 'POST', `/api/weeks/${weekId}/replan`, { accept: changes.map((c) => c.key) });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      moved: changes.filter((c) => c.kind === 'move').length,
      dropped: changes.filter((c) => c.kind === 'drop').length,
      kept: 0,
    });
    const after = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as Workout[];
    const moved = after.find((w) => w.id === long.id)!;
    expect(moved.day).toBe(move!.to);
    expect(moved.report).toBeUndefined();
    for (const d of drops) expect(after.find((w) => w.id === d.workoutId)).toBeUndefined();
    expect(await replan(a.cookie, weekId)).toEqual([]);
    // The same answer again names changes that no longer exist.
    expect((await call(a.cookie, 'POST', `/api/weeks/${weekId}/replan`, { accept: [move!.key] })).status).toBe(409);
  });

  it('a blackout added mid-week moves what it covers; a change kept is not proposed again', async () => {
    const { a, weekId, workouts } = await weekFromToday();
    const tomorrow = addDays(today(), 1);
    const covered = workouts.filter((w) => w.day === tomorrow || w.day === addDays(tomorrow, 1));
    expect(covered.length).toBeGreaterThan(0);
    const put = await call(a.cookie, 'PUT', '/api/availability', {
      blackouts: [{ from: tomorrow, to: addDays(tomorrow, 1), note: 'work trip' }],
    });
    expect(put.status).toBe(200);
    const changes = await replan(a.cookie, weekId);
    expect(changes.map((c) => c.workoutId).sort()).toEqual(covered.map((w) => w.id).sort());
    expect(
      changes.every(
        (c) =>
          c.reason === 'blackout' &&
          (c.kind === 'drop' || (c.to! >= today() && c.to !== tomorrow && c.to !== addDays(tomorrow, 1))),
      ),
    ).toBe(true);
    expect(changes[0].text).toContain('is blocked out (work trip)');

    const [kept, ...rest] = changes;
    const res = await call(a.cookie, 'POST', `/api/weeks/${weekId}/replan`, {
      accept: rest.map((c) => c.key),
      keep: [kept.key],
    });
    if (res.status === 409) {
      // The rest depended on the kept one: keeping all is always possible.
      expect(
        (await call(a.cookie, 'POST', `/api/weeks/${weekId}/replan`, { keep: changes.map((c) => c.key) })).status,
      ).toBe(200);
    } else {
      expect(res.status).toBe(200);
      expect(res.body.kept).toBe(1);
    }
    const after = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as Workout[];
    expect(after.find((w) => w.id === kept.workoutId)?.day).toBe(kept.from);
    expect((await replan(a.cookie, weekId)).map((c) => c.key)).not.toContain(kept.key);
  });

  it('a day with fewer minutes shortens an easy session where it stands; accepting writes the shorter workout', async () => {
    const { a, weekId, workouts } = await weekFromToday();
    const longest = Math.max(...workouts.map((w) => w.workoutDetails.estimatedDurationInSecs));
    const filler = workouts.find(
      (w) =>
        w.day > today() &&
        !isHardWorkout(w.workoutDetails) &&
        w.workoutDetails.sport !== 'SWIMMING' &&
        w.workoutDetails.estimatedDurationInSecs >= 40 * 60 &&
        w.workoutDetails.estimatedDurationInSecs < longest &&
        workouts.filter((o) => o.day === w.day).length === 1,
    );
    expect(filler, 'the offline coach plans an easy session beside the long one').toBeDefined();
    const planned = Math.round(filler!.workoutDetails.estimatedDurationInSecs / 60);
    const allowed = Math.ceil(planned * 0.75);
    expect(
      (await call(a.cookie, 'PUT', '/api/availability', { minutesByWeekday: { [weekdayOf(filler!.day)]: allowed } }))
        .status,
    ).toBe(200);
    const changes = await replan(a.cookie, weekId);
    const shorten = changes.find((c) => c.workoutId === filler!.id);
    expect(shorten).toMatchObject({ kind: 'shorten', from: filler!.day, to: null, reason: 'overMinutes' });
    expect(shorten!.minutes!).toBeLessThanOrEqual(allowed);
    expect(shorten!.text).toContain(`is shortened to ${shorten!.minutes} min`);

    const accepted = await call(a.cookie, 'POST', `/api/weeks/${weekId}/replan`, { accept: changes.map((c) => c.key) });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ shortened: 1, kept: 0 });
    const after = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as Workout[];
    const written = after.find((w) => w.id === filler!.id)!;
    expect(written.day).toBe(filler!.day);
    expect(Math.round(written.workoutDetails.estimatedDurationInSecs / 60)).toBe(shorten!.minutes);
    expect(written.workoutDetails.steps.length).toBeGreaterThan(0);
    expect(await replan(a.cookie, weekId)).toEqual([]);
  });

  it('a key session not done by the end of its day (an automatic source delivers) comes back on a later day', async () => {
    const a = await athleteWithPlan(1);
    const { weekId } = await readyWeek(a, 'classic', '');
    const services = createWeekServices(createPlatform());
    await services.mover.moveActive(a.user.id, addDays(today(), -2));
    const every = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    await documentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME!,
        Key: keys.plan(a.user.id, a.planId),
        UpdateExpression: 'SET workoutDays = :days',
        ExpressionAttributeValues: { ':days': every },
      }),
    );
    const workouts = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as Workout[];
    const long = workouts
      .filter((w) => w.workoutDetails.sport !== 'STRENGTH_TRAINING')
      .sort((x, y) => y.workoutDetails.estimatedDurationInSecs - x.workoutDetails.estimatedDurationInSecs)[0];
    // The long session was planned for yesterday, and nothing was recorded for it.
    const yesterday = addDays(today(), -1);
    await documentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME!,
        Key: keys.workout(a.user.id, long.id),
        UpdateExpression: 'SET #day = :day, GSI1SK = :gsk',
        ExpressionAttributeNames: { '#day': 'day' },
        ExpressionAttributeValues: {
          ':day': yesterday,
          ':gsk': keys.workoutByWeek(a.user.id, weekId, yesterday, long.id).GSI1SK,
        },
      }),
    );
    const inUtc = `/api/weeks/${weekId}/replan?tz=UTC`;
    // No automatic source has delivered anything: the silence says nothing (not reported), no re-plan.
    const quiet = await call(a.cookie, 'GET', inUtc);
    expect(quiet.status).toBe(200);
    expect(quiet.body.changes.find((c: Change) => c.workoutId === long.id)).toBeUndefined();

    // A watch delivers today's activity (another sport, so it is not the long session's): yesterday's silence now means not done.
    const other = long.workoutDetails.sport === 'RUNNING' ? 'SWIMMING' : 'RUNNING';
    await services.activities.record(a.user.id, {
      activityType: other,
      startTime: `${today()}T06:00:00.000Z`,
      durationInSeconds: 1200,
      source: 'simulation',
    });
    const proposed = await call(a.cookie, 'GET', inUtc);
    expect(proposed.status).toBe(200);
    const move = (proposed.body.changes as Change[]).find((c) => c.workoutId === long.id);
    expect(move).toMatchObject({ kind: 'move', reason: 'notDoneKey', from: yesterday });
    expect(move!.to! >= today()).toBe(true);
    expect(move!.text).toContain('nothing was recorded for it by the end of its day');

    const accepted = await call(a.cookie, 'POST', inUtc, {
      accept: (proposed.body.changes as Change[]).map((c) => c.key),
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const moved = ((await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as Workout[]).find(
      (w) => w.id === long.id,
    )!;
    expect(moved.day).toBe(move!.to);

    // A time zone nobody knows is a clear 400.
    const bad = await call(a.cookie, 'GET', `/api/weeks/${weekId}/replan?tz=Mars%2FOlympus`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('IANA time zone');
  });

  it("availability is validated; another athlete's week is a 404", async () => {
    const { a, weekId } = await weekFromToday();
    const b = await athleteWithPlan(1);
    expect((await call(b.cookie, 'GET', `/api/weeks/${weekId}/replan`)).status).toBe(404);
    expect((await call(b.cookie, 'POST', `/api/weeks/${weekId}/replan`, { keep: ['drop:x:2026-01-01'] })).status).toBe(
      404,
    );
    expect((await call(a.cookie, 'POST', `/api/weeks/${weekId}/replan`, {})).status).toBe(400);
    expect(
      (await call(a.cookie, 'POST', `/api/weeks/${weekId}/replan`, { keep: ['drop:nothing:2026-01-01'] })).status,
    ).toBe(409);

    const bad = await call(a.cookie, 'PUT', '/api/availability', {
      blackouts: [{ from: '2026-05-10', to: '2026-05-01' }],
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('ends on or after');
    expect((await call(a.cookie, 'PUT', '/api/availability', { minutesByWeekday: { monday: -5 } })).status).toBe(400);
    expect((await call(a.cookie, 'PUT', '/api/availability', { minutesByWeekday: { someday: 5 } })).status).toBe(400);
    const saved = await call(a.cookie, 'PUT', '/api/availability', {
      minutesByWeekday: { monday: 45, saturday: 240 },
      twoSessionDays: ['saturday'],
      poolDays: ['tuesday', 'tuesday'],
      blackouts: [{ from: '2026-08-10', to: '2026-08-20', note: 'Holidays' }],
    });
    expect(saved.status).toBe(200);
    const read = (await call(a.cookie, 'GET', '/api/availability')).body;
    expect(read).toMatchObject({
      minutesByWeekday: { monday: 45, saturday: 240 },
      twoSessionDays: ['saturday'],
      poolDays: ['tuesday'],
      blackouts: [{ from: '2026-08-10', to: '2026-08-20', note: 'Holidays' }],
    });
    expect((await call(b.cookie, 'GET', '/api/availability')).body.blackouts).toEqual([]);
  });
});
