import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { createTestUser } from '../../support/users';
import { call, deliverTask, inDays, planPayload } from '../../support/handler-calls';

const table = () => process.env.TABLE_NAME!;
const storedPlan = async (userId: string, planId: string) =>
  (await documentClient().send(new GetCommand({ TableName: table(), Key: keys.plan(userId, planId) }))).Item!;
const total = (v: { swim: number; bike: number; run: number }) => v.swim + v.bike + v.run;

/** The plan starts from what the athlete trains now: recorded activities first, else what onboarding was told. */
describe('plan creation reads the starting point', { timeout: 60_000 }, () => {
  it('from the last weeks of recorded activities: averaged per week, longest per sport, stored on the plan', async () => {
    const { cookie, user } = await createTestUser({ onboardingStatus: '3' });
    // Four weeks of a light week: swim 30, ride 60 (90 once), run 30 (45 once).
    for (let w = 1; w <= 4; w++) {
      for (const [sport, minutes] of [
        ['SWIMMING', 30],
        ['CYCLING', w === 2 ? 90 : 60],
        ['RUNNING', w === 3 ? 45 : 30],
      ] as const)
        expect(
          (await call(cookie, 'POST', '/api/activities', { sport, date: inDays(-7 * w + 1), durationMinutes: minutes }))
            .status,
        ).toBe(201);
    }
    // Said in onboarding, but recorded activities win.
    expect(
      (
        await call(cookie, 'POST', '/api/user/fitness', {
          swimLevel: 60,
          bikeLevel: 60,
          runLevel: 60,
          currentTraining: {
            weeklyMinutes: { swim: 300, bike: 600, run: 300 },
            longestMinutes: { swim: 90, bike: 300, run: 150 },
          },
        })
      ).status,
    ).toBe(201);
    const { planId, sessionId } = (
      await call(
        cookie,
        'POST',
        '/api/plans',
        planPayload({ primaryGoal: { name: '70.3', date: inDays(140), type: 'half' } }),
      )
    ).body;
    await deliverTask(user.id, sessionId);

    const item = await storedPlan(user.id, planId);
    expect(item.startingPoint).toEqual({
      weeklyMinutes: { swim: 30, bike: 68, run: 34 },
      longestMinutes: { swim: 30, bike: 90, run: 45 },
    });
    const [plan] = (await call(cookie, 'GET', '/api/plans?active=true')).body;
    expect(plan.startingPoint).toBeUndefined();
    // Week 1 at most 10 % over the 132 minutes a week trained now (not the ~8 hours the levels alone would start at).
    expect(total(plan.planOverview.weeklyVolume['1'])).toBeLessThanOrEqual(Math.ceil(132 * 1.1) + 15);
  });

  it('from onboarding when nothing is recorded, and from the levels when nothing was said', async () => {
    const a = await createTestUser({ onboardingStatus: '3' });
    const said = { weeklyMinutes: { swim: 60, bike: 120, run: 90 }, longestMinutes: { swim: 40, bike: 75, run: 50 } };
    const saved = await call(a.cookie, 'POST', '/api/user/fitness', {
      swimLevel: 60,
      bikeLevel: 60,
      runLevel: 60,
      currentTraining: said,
    });
    expect(saved.status).toBe(201);
    expect((await call(a.cookie, 'GET', '/api/user/fitness/latest')).body.currentTraining).toEqual(said);
    const first = (
      await call(
        a.cookie,
        'POST',
        '/api/plans',
        planPayload({ primaryGoal: { name: '70.3', date: inDays(140), type: 'half' } }),
      )
    ).body;
    await deliverTask(a.user.id, first.sessionId);
    expect((await storedPlan(a.user.id, first.planId)).startingPoint).toEqual(said);

    const b = await createTestUser({ onboardingStatus: '3' });
    expect(
      (await call(b.cookie, 'POST', '/api/user/fitness', { swimLevel: 60, bikeLevel: 60, runLevel: 60 })).status,
    ).toBe(201);
    const second = (
      await call(
        b.cookie,
        'POST',
        '/api/plans',
        planPayload({ primaryGoal: { name: '70.3', date: inDays(140), type: 'half' } }),
      )
    ).body;
    await deliverTask(b.user.id, second.sessionId);
    expect((await storedPlan(b.user.id, second.planId)).startingPoint).toBeNull();
    const weekOne = (cookie: string) =>
      call(cookie, 'GET', '/api/plans?active=true').then((r) => total(r.body[0].planOverview.weeklyVolume['1']));
    expect(await weekOne(a.cookie)).toBeLessThan(await weekOne(b.cookie));
  });

  it('refuses a stated level it cannot use with a readable 400', async () => {
    const { cookie } = await createTestUser({ onboardingStatus: '3' });
    const bad = await call(cookie, 'POST', '/api/user/fitness', {
      swimLevel: 60,
      bikeLevel: 60,
      runLevel: 60,
      currentTraining: { weeklyMinutes: { swim: -5, bike: 0, run: 0 }, longestMinutes: { swim: 0, bike: 0, run: 0 } },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/Swim time a week cannot be negative/);
  });
});
