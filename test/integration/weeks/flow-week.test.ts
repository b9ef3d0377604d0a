import { describe, expect, it } from 'vitest';
import { athleteWithPlan, call, readyWeek } from '../../support/week-fixtures';

describe('a week created in flow style', () => {
  it('is ready at once and empty: the athlete generates each workout on demand', async () => {
    const a = await athleteWithPlan(1);
    const { weekId, workouts } = await readyWeek(a, 'flow');
    expect(workouts).toEqual([]);
    expect((await call(a.cookie, 'GET', '/api/weeks/active')).body).toMatchObject({
      id: weekId,
      trainingStyle: 'flow',
    });
    expect((await call(a.cookie, 'GET', '/api/workouts/flow')).body).toEqual([]);
  });
});
