import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { planGeneration } from '../../../functions/workers/task-types/plan-generation';
import { createTestUser } from '../../support/users';
import { call, deliverTask, inDays, planPayload } from '../../support/handler-calls';

const table = () => process.env.TABLE_NAME!;

describe('plan generation on the task worker', () => {
  it('stores the overview as an object, completes the task and finishes onboarding', async () => {
    const { cookie, user } = await createTestUser({ onboardingStatus: '3' });
    const { planId, sessionId } = (
      await call(
        cookie,
        'POST',
        '/api/plans',
        planPayload({ primaryGoal: { name: 'Olympic', date: inDays(90), type: 'olympic' } }),
      )
    ).body;

    await deliverTask(user.id, sessionId);

    const status = await call(cookie, 'GET', `/api/plans/status/${sessionId}`);
    expect(status.body).toMatchObject({ completed: true, status: 'completed', planId });
    const [plan] = (await call(cookie, 'GET', '/api/plans?active=true')).body;
    expect(plan.status).toBe('ready');
    expect(typeof plan.planOverview).toBe('object');
    expect(plan.planOverview).toMatchObject({
      eventDescription: expect.any(String),
      overallStrategySummary: expect.any(String),
      totalWeeks: expect.any(Number),
      trainingPhases: expect.arrayContaining([
        expect.objectContaining({ phaseName: expect.any(String), startDate: expect.any(String) }),
      ]),
    });
    expect(Object.keys(plan.planOverview.weeklyVolume).length).toBe(plan.planOverview.totalWeeks);
    expect((await call(cookie, 'GET', '/api/user')).body.onboardingStatus).toBe('5');

    // A redelivered message changes nothing.
    const before = (
      await documentClient().send(new GetCommand({ TableName: table(), Key: keys.plan(user.id, planId) }))
    ).Item!;
    await deliverTask(user.id, sessionId);
    const after = (await documentClient().send(new GetCommand({ TableName: table(), Key: keys.plan(user.id, planId) })))
      .Item!;
    expect(after.updatedAt).toBe(before.updatedAt);
  });

  it('regenerates the overview after the goals change', async () => {
    const { cookie, user } = await createTestUser();
    const { planId, sessionId } = (
      await call(
        cookie,
        'POST',
        '/api/plans',
        planPayload({ primaryGoal: { name: 'Sprint', date: inDays(70), type: 'sprint' } }),
      )
    ).body;
    await deliverTask(user.id, sessionId);
    const first = (await call(cookie, 'GET', '/api/plans')).body[0].planOverview;

    const edit = await call(
      cookie,
      'PUT',
      `/api/plans/${planId}`,
      planPayload({ primaryGoal: { name: 'Full', date: inDays(200), type: 'full' } }),
    );
    // The old overview stays visible while the new one is built.
    expect(edit.body.planOverview).toEqual(first);
    await deliverTask(user.id, edit.body.sessionId);
    const [plan] = (await call(cookie, 'GET', '/api/plans')).body;
    expect(plan.status).toBe('ready');
    expect(plan.planOverview.targetEvent).toBe(inDays(200));
    expect(plan.planOverview.totalWeeks).toBeGreaterThan(first.totalWeeks);
  });

  it('on failure keeps the error on the plan, returns onboarding to 3 and lets the athlete submit again', async () => {
    const { cookie, user } = await createTestUser({ onboardingStatus: '3' });
    const { planId, sessionId } = (await call(cookie, 'POST', '/api/plans', planPayload())).body;
    // The task fails inside the worker: its plan reference is broken before delivery.
    await documentClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.task(user.id, sessionId),
        UpdateExpression: 'SET metadata = :m',
        ExpressionAttributeValues: { ':m': { planId: 'gone' } },
      }),
    );
    await deliverTask(user.id, sessionId);
    const status = (await call(cookie, 'GET', `/api/plans/status/${sessionId}`)).body;
    expect(status).toMatchObject({ completed: false, status: 'failed', error: expect.any(String) });

    // onFailed is what the worker calls; run it for the real plan to check the plan side.
    const task = { id: sessionId, userId: user.id, metadata: { planId } } as never;
    const { createPlatform } = await import('../../../functions/composition/platform');
    const platform = createPlatform();
    await planGeneration.onFailed!(
      { task, db: platform.db, clock: platform.clock } as never,
      'The AI service is busy. Please try again.',
    );

    const [plan] = (await call(cookie, 'GET', '/api/plans')).body;
    expect(plan).toMatchObject({
      id: planId,
      status: 'failed',
      error: 'The AI service is busy. Please try again.',
      active: false,
    });
    expect((await call(cookie, 'GET', '/api/user')).body.onboardingStatus).toBe('3');
    expect((await call(cookie, 'POST', '/api/plans', planPayload())).status).toBe(202);
  });

  it("lists the plan's weeks, oldest first, and only that plan's", async () => {
    const { cookie, user } = await createTestUser();
    const { planId, sessionId } = (await call(cookie, 'POST', '/api/plans', planPayload())).body;
    await deliverTask(user.id, sessionId);
    const week = await call(cookie, 'POST', '/api/weeks', {
      trainingStyle: 'classic',
      requirementsPrompt: '',
      trainingPlanId: planId,
    });
    expect(week.status).toBe(202);
    const weeks = await call(cookie, 'GET', `/api/plans/${planId}/weeks`);
    expect(weeks.status).toBe(200);
    expect(weeks.body).toEqual([
      expect.objectContaining({ id: week.body.weekId, trainingPlanId: planId, trainingStyle: 'classic' }),
    ]);
    expect(weeks.body[0]).not.toHaveProperty('PK');

    // A finished plan keeps its weeks; a new plan starts with none.
    await call(cookie, 'PUT', `/api/plans/${planId}/finish`);
    const next = (await call(cookie, 'POST', '/api/plans', planPayload())).body;
    expect((await call(cookie, 'GET', `/api/plans/${next.planId}/weeks`)).body).toEqual([]);
    expect((await call(cookie, 'GET', `/api/plans/${planId}/weeks`)).body).toHaveLength(1);
  });
});
