import { describe, expect, it } from 'vitest';
import { athleteWithPlan, call, readyWeek } from './helpers';

describe('a week created in flow style', () => {
  it('is generated like the others: ready, flow, and its workouts listed by the flow call', async () => {
    const a = await athleteWithPlan(1);
    const { weekId, workouts } = await readyWeek(a, 'flow');
    expect(workouts.length).toBeGreaterThan(0);
    expect((await call(a.cookie, 'GET', '/api/weeks/active')).body).toMatchObject({ id: weekId, trainingStyle: 'flow' });
    const flow = (await call(a.cookie, 'GET', '/api/workouts/flow')).body;
    expect(flow.length).toBe(workouts.length);
  });
});
