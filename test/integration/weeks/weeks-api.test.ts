import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { addDays } from '@shared/calendar/days';
import { athleteWithPlan, balance, call, deliverTask, ledger, rawItem, readyWeek } from '../../support/week-fixtures';

describe('POST /api/weeks', () => {
  it('debits one credit with its ledger entry, starts on the plan start, and answers 202 {weekId, sessionId}', async () => {
    const a = await athleteWithPlan(1);
    const res = await call(a.cookie, 'POST', '/api/weeks', {
      trainingStyle: 'classic',
      requirementsPrompt: 'Long run on Sunday',
      trainingPlanId: a.planId,
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ weekId: expect.any(String), sessionId: expect.any(String) });
    expect(await balance(a.user.id)).toBe(0);
    const debit = (await ledger(a.user.id)).filter((e) => e.creditType === 'week');
    expect(debit).toHaveLength(1);
    expect(debit[0]).toMatchObject({ amount: -1, weekId: res.body.weekId });

    const active = (await call(a.cookie, 'GET', '/api/weeks/active')).body;
    expect(active).toMatchObject({
      id: res.body.weekId,
      trainingStyle: 'classic',
      firstDay: a.planStarts,
      trainingPlanId: a.planId,
      status: 'generating',
      active: true,
    });

    await deliverTask(a.user.id, res.body.sessionId);
    expect((await call(a.cookie, 'GET', '/api/weeks/active')).body.status).toBe('ready');
    const workouts = (await call(a.cookie, 'GET', `/api/weeks/${res.body.weekId}/workouts`)).body;
    expect(workouts.length).toBeGreaterThan(0);
    // Sorted by day; every day inside the week.
    const days = workouts.map((w: { day: string }) => w.day);
    expect([...days].sort()).toEqual(days);
    for (const day of days) expect(day >= a.planStarts && day <= addDays(a.planStarts, 6)).toBe(true);

    // A redelivered message writes nothing twice.
    await deliverTask(a.user.id, res.body.sessionId);
    expect((await call(a.cookie, 'GET', `/api/weeks/${res.body.weekId}/workouts`)).body).toHaveLength(workouts.length);
  });

  it('answers 402 Insufficient credits without a week when the balance is 0', async () => {
    const a = await athleteWithPlan(0);
    const res = await call(a.cookie, 'POST', '/api/weeks', {
      trainingStyle: 'classic',
      requirementsPrompt: '',
      trainingPlanId: a.planId,
    });
    expect(res.status).toBe(402);
    expect(res.body.message).toContain('Insufficient credits');
    expect((await call(a.cookie, 'GET', '/api/weeks/active')).body).toBeNull();
    expect(await balance(a.user.id)).toBe(0);
  });

  it('two concurrent requests with one credit make exactly one week', async () => {
    const a = await athleteWithPlan(1);
    const body = { trainingStyle: 'classic', requirementsPrompt: '', trainingPlanId: a.planId };
    const results = await Promise.all([1, 2, 3].map(() => call(a.cookie, 'POST', '/api/weeks', body)));
    expect(results.filter((r) => r.status === 202)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 202)) expect([402, 409]).toContain(r.status);
    expect(await balance(a.user.id)).toBe(0);
    expect((await ledger(a.user.id)).filter((e) => e.creditType === 'week')).toHaveLength(1);
  });

  it('answers 409 while an active week exists, without charging', async () => {
    const a = await athleteWithPlan(3);
    await readyWeek(a);
    const res = await call(a.cookie, 'POST', '/api/weeks', {
      trainingStyle: 'flexible',
      requirementsPrompt: '',
      trainingPlanId: a.planId,
    });
    expect(res.status).toBe(409);
    expect(await balance(a.user.id)).toBe(2);
  });

  it('a failed generation can be retried with retry and weekId, without a second debit', async () => {
    const a = await athleteWithPlan(1);
    const res = await call(a.cookie, 'POST', '/api/weeks', {
      trainingStyle: 'classic',
      requirementsPrompt: 'x',
      trainingPlanId: a.planId,
    });
    // Break the week's plan reference so the worker fails the task.
    await documentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.week(a.user.id, res.body.weekId),
        UpdateExpression: 'SET trainingPlanId = :p',
        ExpressionAttributeValues: { ':p': 'gone' },
      }),
    );
    await deliverTask(a.user.id, res.body.sessionId);
    const status = (await call(a.cookie, 'GET', `/api/weeks/status/${res.body.sessionId}`)).body;
    expect(status).toMatchObject({
      completed: false,
      status: 'failed',
      error: expect.any(String),
      weekId: res.body.weekId,
    });
    // The failed week frees the slot: the planner shows again.
    expect((await call(a.cookie, 'GET', '/api/weeks/active')).body).toBeNull();

    await documentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.week(a.user.id, res.body.weekId),
        UpdateExpression: 'SET trainingPlanId = :p',
        ExpressionAttributeValues: { ':p': a.planId },
      }),
    );
    const retry = await call(a.cookie, 'POST', '/api/weeks', {
      trainingStyle: 'classic',
      requirementsPrompt: 'x',
      trainingPlanId: a.planId,
      retry: true,
      weekId: res.body.weekId,
    });
    expect(retry.status).toBe(202);
    expect(retry.body.weekId).toBe(res.body.weekId);
    expect(retry.body.sessionId).not.toBe(res.body.sessionId);
    await deliverTask(a.user.id, retry.body.sessionId);
    expect((await call(a.cookie, 'GET', '/api/weeks/active')).body).toMatchObject({
      id: res.body.weekId,
      status: 'ready',
    });
    expect(await balance(a.user.id)).toBe(0);
    expect((await ledger(a.user.id)).filter((e) => e.creditType === 'week')).toHaveLength(1);
    // A ready week cannot be "retried" for free again.
    const again = await call(a.cookie, 'POST', '/api/weeks', {
      trainingStyle: 'classic',
      requirementsPrompt: 'x',
      trainingPlanId: a.planId,
      retry: true,
      weekId: res.body.weekId,
    });
    expect(again.status).toBe(409);
  });

  it('deleting a week whose generation failed gives the credit back with a ledger entry, once', async () => {
    const a = await athleteWithPlan(1);
    const res = await call(a.cookie, 'POST', '/api/weeks', {
      trainingStyle: 'classic',
      requirementsPrompt: 'x',
      trainingPlanId: a.planId,
    });
    await documentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.week(a.user.id, res.body.weekId),
        UpdateExpression: 'SET trainingPlanId = :p',
        ExpressionAttributeValues: { ':p': 'gone' },
      }),
    );
    await deliverTask(a.user.id, res.body.sessionId);
    expect(await balance(a.user.id)).toBe(0);

    const removed = await call(a.cookie, 'DELETE', `/api/weeks/${res.body.weekId}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ success: true, refundedCredits: 1 });
    expect(await balance(a.user.id)).toBe(1);
    const entries = (await ledger(a.user.id)).map((e) => [e.creditType, e.amount]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['week', -1],
        ['week_refund', 1],
      ]),
    );
    expect((await call(a.cookie, 'DELETE', `/api/weeks/${res.body.weekId}`)).status).toBe(404);
    expect(await balance(a.user.id)).toBe(1);
    // Nor can the deleted week be retried for free.
    expect(
      (
        await call(a.cookie, 'POST', '/api/weeks', {
          trainingStyle: 'classic',
          requirementsPrompt: 'x',
          trainingPlanId: a.planId,
          retry: true,
          weekId: res.body.weekId,
        })
      ).status,
    ).toBe(404);
  });

  it('planning again after a failed generation regenerates that week for free, with the new request', async () => {
    const a = await athleteWithPlan(1);
    const res = await call(a.cookie, 'POST', '/api/weeks', {
      trainingStyle: 'classic',
      requirementsPrompt: 'x',
      trainingPlanId: a.planId,
    });
    await documentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.week(a.user.id, res.body.weekId),
        UpdateExpression: 'SET trainingPlanId = :p',
        ExpressionAttributeValues: { ':p': 'gone' },
      }),
    );
    await deliverTask(a.user.id, res.body.sessionId);
    await documentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.week(a.user.id, res.body.weekId),
        UpdateExpression: 'SET trainingPlanId = :p',
        ExpressionAttributeValues: { ':p': a.planId },
      }),
    );
    expect(await balance(a.user.id)).toBe(0);

    // The toast's retry is gone; the athlete simply plans again, with 0 credits left.
    const again = await call(a.cookie, 'POST', '/api/weeks', {
      trainingStyle: 'flexible',
      requirementsPrompt: 'No running on Friday',
      trainingPlanId: a.planId,
    });
    expect(again.status).toBe(202);
    expect(again.body.weekId).toBe(res.body.weekId);
    await deliverTask(a.user.id, again.body.sessionId);
    expect((await call(a.cookie, 'GET', '/api/weeks/active')).body).toMatchObject({
      id: res.body.weekId,
      status: 'ready',
      trainingStyle: 'flexible',
    });
    expect((await call(a.cookie, 'GET', '/api/weeks/last/prompt')).body).toEqual({
      requirementsPrompt: 'No running on Friday',
    });
    expect(await balance(a.user.id)).toBe(0);
    expect((await ledger(a.user.id)).filter((e) => e.creditType === 'week')).toHaveLength(1);
    // The regenerated week is the active one now: planning again is refused as usual.
    expect(
      (
        await call(a.cookie, 'POST', '/api/weeks', {
          trainingStyle: 'classic',
          requirementsPrompt: 'x',
          trainingPlanId: a.planId,
        })
      ).status,
    ).toBe(409);
  });

  it('deleting a ready week gives nothing back', async () => {
    const a = await athleteWithPlan(1);
    const { weekId } = await readyWeek(a);
    expect((await call(a.cookie, 'DELETE', `/api/weeks/${weekId}`)).body).toMatchObject({
      success: true,
      refundedCredits: 0,
    });
    expect(await balance(a.user.id)).toBe(0);
  });

  it('the next week starts 7 days after the last non-deleted one', async () => {
    const a = await athleteWithPlan(3);
    const first = await readyWeek(a);
    expect((await call(a.cookie, 'PUT', `/api/weeks/${first.weekId}`, { active: false })).status).toBe(200);
    const second = await readyWeek(a);
    const active = (await call(a.cookie, 'GET', '/api/weeks/active')).body;
    expect(active.id).toBe(second.weekId);
    expect(active.firstDay).toBe(addDays(a.planStarts, 7));
    // Deleting it: the next one takes its place again (last non-deleted + 7).
    expect((await call(a.cookie, 'DELETE', `/api/weeks/${second.weekId}`)).status).toBe(200);
    await readyWeek(a);
    expect((await call(a.cookie, 'GET', '/api/weeks/active')).body.firstDay).toBe(addDays(a.planStarts, 7));
  });

  it('rejects an unknown style and a foreign plan', async () => {
    const a = await athleteWithPlan(1);
    const b = await athleteWithPlan(1);
    expect(
      (await call(a.cookie, 'POST', '/api/weeks', { trainingStyle: 'random', trainingPlanId: a.planId })).status,
    ).toBe(400);
    expect(
      (await call(a.cookie, 'POST', '/api/weeks', { trainingStyle: 'classic', trainingPlanId: b.planId })).status,
    ).toBe(404);
    expect(await balance(a.user.id)).toBe(1);
  });
});

describe('week reads and changes', () => {
  it('GET /api/weeks/last/prompt is 404 before any week, then the last prompt', async () => {
    const a = await athleteWithPlan(1);
    expect((await call(a.cookie, 'GET', '/api/weeks/last/prompt')).status).toBe(404);
    await readyWeek(a, 'classic', 'Bike indoors, it is raining');
    expect((await call(a.cookie, 'GET', '/api/weeks/last/prompt')).body).toEqual({
      requirementsPrompt: 'Bike indoors, it is raining',
    });
  });

  it('switching to flow is irreversible and only from classic or flexible', async () => {
    const a = await athleteWithPlan(1);
    const { weekId } = await readyWeek(a, 'flexible');
    const res = await call(a.cookie, 'PUT', `/api/weeks/${weekId}`, { trainingStyle: 'flow' });
    expect(res.status).toBe(200);
    expect(res.body.trainingStyle).toBe('flow');
    expect((await call(a.cookie, 'PUT', `/api/weeks/${weekId}`, { trainingStyle: 'classic' })).status).toBe(400);
    expect((await call(a.cookie, 'PUT', `/api/weeks/${weekId}`, { trainingStyle: 'flow' })).status).toBe(409);
    expect((await call(a.cookie, 'GET', '/api/weeks/active')).body.trainingStyle).toBe('flow');
    // The flow call lists the week's workouts (kept from flexible), with their details.
    const flow = (await call(a.cookie, 'GET', '/api/workouts/flow')).body;
    expect(flow.length).toBeGreaterThan(0);
    expect(flow[0].workoutDetails.steps.length).toBeGreaterThan(0);
  });

  it('DELETE removes the week and its incomplete workouts, keeps completed ones, and a new week can be created', async () => {
    const a = await athleteWithPlan(2);
    const { weekId, workouts } = await readyWeek(a);
    const [done, open] = workouts;
    await documentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.workout(a.user.id, done.id),
        UpdateExpression: 'SET isCompleted = :t',
        ExpressionAttributeValues: { ':t': true },
      }),
    );
    const res = await call(a.cookie, 'DELETE', `/api/weeks/${weekId}`);
    expect(res.status).toBe(200);
    expect((await call(a.cookie, 'GET', '/api/weeks/active')).body).toBeNull();
    expect((await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).status).toBe(404);
    expect((await call(a.cookie, 'GET', `/api/workouts/${done.id}`)).status).toBe(200);
    expect((await call(a.cookie, 'GET', `/api/workouts/${open.id}`)).status).toBe(404);
    expect(await rawItem(keys.deletedWorkout(a.user.id, open.id))).toMatchObject({
      id: open.id,
      deleteReason: 'week deleted',
    });
    expect(
      (await call(a.cookie, 'POST', '/api/weeks', { trainingStyle: 'classic', trainingPlanId: a.planId })).status,
    ).toBe(202);
  });

  it("another athlete's week ids are 404 and change nothing", async () => {
    const a = await athleteWithPlan(1);
    const b = await athleteWithPlan(1);
    const { weekId, workouts } = await readyWeek(a);
    expect((await call(b.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).status).toBe(404);
    expect((await call(b.cookie, 'PUT', `/api/weeks/${weekId}`, { active: false })).status).toBe(404);
    expect((await call(b.cookie, 'PUT', `/api/weeks/${weekId}`, { trainingStyle: 'flow' })).status).toBe(404);
    expect((await call(b.cookie, 'DELETE', `/api/weeks/${weekId}`)).status).toBe(404);
    expect((await call(b.cookie, 'GET', '/api/weeks/active')).body).toBeNull();
    const mine = (await call(a.cookie, 'GET', '/api/weeks/active')).body;
    expect(mine).toMatchObject({ id: weekId, active: true, trainingStyle: 'classic' });
    expect((await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body).toHaveLength(workouts.length);
  });

  it('PUT active=false deactivates the week', async () => {
    const a = await athleteWithPlan(1);
    const { weekId } = await readyWeek(a);
    const res = await call(a.cookie, 'PUT', `/api/weeks/${weekId}`, { active: false });
    expect(res.body).toMatchObject({ id: weekId, active: false });
    expect((await call(a.cookie, 'GET', '/api/weeks/active')).body).toBeNull();
  });

  it('needs a session', async () => {
    expect((await call('sid=nope', 'GET', '/api/weeks/active')).status).toBe(401);
  });
});
