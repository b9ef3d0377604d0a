import { describe, expect, it } from 'vitest';
import { createPlatform } from '../../../functions/composition/platform';
import { createWeekServices } from '../../../functions/modules/weeks/compose';
import { addDays } from '@shared/calendar/days';
import { latestDayOnEarth } from '@shared/weeks/dates';
import { athleteWithPlan, call, readyWeek } from '../../support/week-fixtures';

const today = () => new Date().toISOString().slice(0, 10);
const moveTo = (userId: string, firstDay: string) =>
  createWeekServices(createPlatform()).mover.moveActive(userId, firstDay);

describe('POST /api/weeks/summarize follows the seed: offered from the week first day + 6', () => {
  it('before the last day anywhere on Earth it is 409 with the day it opens; on the last day it is 202', async () => {
    const a = await athleteWithPlan(1);
    const { weekId, workouts } = await readyWeek(a);

    // The week as created starts on the plan's coming Monday: nowhere is it the last day yet.
    const early = await call(a.cookie, 'POST', '/api/weeks/summarize', {});
    expect(early.status).toBe(409);
    const active = (await call(a.cookie, 'GET', '/api/weeks/active')).body;
    expect(early.body).toEqual({
      message: expect.stringContaining(addDays(active.firstDay, 6)),
      error: early.body.message,
    });

    // Day 5 of the week, even where clocks run furthest ahead: still refused.
    await moveTo(a.user.id, addDays(latestDayOnEarth(new Date()), -5));
    expect((await call(a.cookie, 'POST', '/api/weeks/summarize', {})).status).toBe(409);

    // The week moved so that today (UTC) is its last day: accepted, and nothing was lost on the way.
    const moved = await moveTo(a.user.id, addDays(today(), -6));
    expect(moved).toMatchObject({
      weekId,
      to: addDays(today(), -6),
      workoutsMoved: workouts.filter((w: { day: string | null }) => w.day).length,
    });
    const after = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body as Array<{
      id: string;
      day: string | null;
    }>;
    expect(after.map((w) => w.id).sort()).toEqual(workouts.map((w: { id: string }) => w.id).sort());
    for (const w of after.filter((x) => x.day)) expect(w.day! >= moved.to && w.day! <= addDays(moved.to, 6)).toBe(true);

    const start = await call(a.cookie, 'POST', '/api/weeks/summarize', {});
    expect(start.status).toBe(202);
    expect(start.body).toEqual({ sessionId: expect.any(String), taskId: start.body.sessionId });
  });
});
