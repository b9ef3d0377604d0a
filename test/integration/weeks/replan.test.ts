import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createPlatform } from '../../../functions/composition/platform';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { createWeekServices } from '../../../functions/modules/weeks/compose';
import { addDays } from '@shared/calendar/days';
import { athleteWithPlan, call, readyWeek } from './helpers';

interface Workout {
  id: string;
  day: string;
  workoutDetails: { sport: string; estimatedDurationInSecs: number };
  report?: { status: string };
}
interface Change {
  key: string;
  kind: 'move' | 'drop';
  workoutId: string;
  from: string;
  to: string | null;
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
  await documentClient().send(new UpdateCommand({ TableName: process.env.TABLE_NAME!, Key: keys.plan(a.user.id, a.planId), UpdateExpression: 'SET workoutDays = :days', ExpressionAttributeValues: { ':days': every } }));
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

    const long = workouts.filter((w) => w.workoutDetails.sport !== 'STRENGTH_TRAINING').sort((x, y) => y.workoutDetails.estimatedDurationInSecs - x.workoutDetails.estimatedDurationInSecs)[0];
    expect((await call(a.cookie, 'POST', `/api/workouts/${long.id}/report`, { status: 'skipped', reason: 'no-time' })).status).toBeLessThan(300);
    const changes = await replan(a.cookie, weekId);
    const move = changes.find((c) => c.workoutId === long.id);
    expect(move).toMatchObject({ kind: 'move', reason: 'missedKey', from: long.day });
    expect(move!.to! >= today()).toBe(true);
    expect(move!.text).toMatch(/moves from \w+ to \w+: it is a key session of the week and you skipped it\./);
    const drops = changes.filter((c) => c.reason === 'makeRoom');
    const freed = drops.reduce((t, c) => t + workouts.find((w) => w.id === c.workoutId)!.workoutDetails.estimatedDurationInSecs, 0);
    expect(freed).toBeGreaterThanOrEqual(long.workoutDetails.estimatedDurationInSecs - 59);

    // Accepting the move while keeping one of its drops would add the missed volume on top.
    if (drops.length) {
      const refused = await call(a.cookie, 'POST', `/api/weeks/${weekId}/replan`, { accept: [move!.key], keep: [drops[0].key] });
      expect(refused.status).toBe(409);
      expect(refused.body.error ?? refused.body.message).toMatch(/needs room/);
    }
    const accepted = await call(a.cookie, 'POST', `/api/weeks/${weekId}/replan`, { accept: changes.map((c) => c.key) });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ moved: changes.filter((c) => c.kind === 'move').length, dropped: changes.filter((c) => c.kind === 'drop').length, kept: 0 });
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
    const put = await call(a.cookie, 'PUT', '/api/availability', { blackouts: [{ from: tomorrow, to: addDays(tomorrow, 1), note: 'work trip' }] });
    expect(put.status).toBe(200);
    const changes = await replan(a.cookie, weekId);
    expect(changes.map((c) => c.workoutId).sort()).toEqual(covered.map((w) => w.id).sort());
    expect(changes.every((c) => c.reason === 'blackout' && (c.kind === 'drop' || (c.to! >= today() && c.to !== tomorrow && c.to !== addDays(tomorrow, 1))))).toBe(true);
    expect(changes[0].text).toContain('is blocked out (work trip)');

    const [kept, ...rest] = changes;
    const res = await call(a.cookie, 'POST', `/api/weeks/${weekId}/replan`, { accept: rest.map((c) => c.key), keep: [kept.key] });
    if (res.status === 409) {
      // The rest depended on the kept one: keeping all is always possible.
      expect((await call(a.cookie, 'POST', `/api/weeks/${weekId}/replan`, { keep: changes.map((c) => c.key) })).status).toBe(200);
    } else {
      expect(res.status).toBe(200);
      expect(res.body.kept).toBe(1);
    }
    const after = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as Workout[];
    expect(after.find((w) => w.id === kept.workoutId)?.day).toBe(kept.from);
    expect((await replan(a.cookie, weekId)).map((c) => c.key)).not.toContain(kept.key);
  });

  it("availability is validated; another athlete's week is a 404", async () => {
    const { a, weekId } = await weekFromToday();
    const b = await athleteWithPlan(1);
    expect((await call(b.cookie, 'GET', `/api/weeks/${weekId}/replan`)).status).toBe(404);
    expect((await call(b.cookie, 'POST', `/api/weeks/${weekId}/replan`, { keep: ['drop:x:2026-01-01'] })).status).toBe(404);
    expect((await call(a.cookie, 'POST', `/api/weeks/${weekId}/replan`, {})).status).toBe(400);
    expect((await call(a.cookie, 'POST', `/api/weeks/${weekId}/replan`, { keep: ['drop:nothing:2026-01-01'] })).status).toBe(409);

    const bad = await call(a.cookie, 'PUT', '/api/availability', { blackouts: [{ from: '2026-05-10', to: '2026-05-01' }] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('ends on or after');
    expect((await call(a.cookie, 'PUT', '/api/availability', { minutesByWeekday: { monday: -5 } })).status).toBe(400);
    expect((await call(a.cookie, 'PUT', '/api/availability', { minutesByWeekday: { someday: 5 } })).status).toBe(400);
    const saved = await call(a.cookie, 'PUT', '/api/availability', { minutesByWeekday: { monday: 45, saturday: 240 }, twoSessionDays: ['saturday'], poolDays: ['tuesday', 'tuesday'], blackouts: [{ from: '2026-08-10', to: '2026-08-20', note: 'Holidays' }] });
    expect(saved.status).toBe(200);
    const read = (await call(a.cookie, 'GET', '/api/availability')).body;
    expect(read).toMatchObject({ minutesByWeekday: { monday: 45, saturday: 240 }, twoSessionDays: ['saturday'], poolDays: ['tuesday'], blackouts: [{ from: '2026-08-10', to: '2026-08-20', note: 'Holidays' }] });
    expect((await call(b.cookie, 'GET', '/api/availability')).body.blackouts).toEqual([]);
  });
});
