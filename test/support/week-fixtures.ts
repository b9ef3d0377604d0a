import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { documentClient } from '../../functions/db/client';
import { keys } from '../../functions/db/keys';
import { createPlatform } from '../../functions/composition/platform';
import { createWeekServices } from '../../functions/modules/weeks/compose';
import { addDays } from '@shared/calendar/days';
import { createTestUser, type TestUser } from './users';
import { call, deliverTask, inDays, planPayload } from './handler-calls';

export { call, deliverTask, inDays };

const table = () => process.env.TABLE_NAME!;

/** An athlete with a ready plan (built by the real plans API and worker) and the given credits. */
export async function athleteWithPlan(credits = 1): Promise<TestUser & { planId: string; planStarts: string }> {
  const user = await createTestUser({ onboardingStatus: '3', credits });
  const created = await call(
    user.cookie,
    'POST',
    '/api/plans',
    planPayload({ primaryGoal: { name: 'Gdynia 70.3', date: inDays(120), type: 'half' } }),
  );
  expect(created.status).toBe(202);
  await deliverTask(user.user.id, created.body.sessionId);
  const [plan] = (await call(user.cookie, 'GET', '/api/plans?active=true')).body;
  expect(plan.planOverview).toBeTruthy();
  return { ...user, planId: plan.id, planStarts: plan.planStarts };
}

/** Creates a week and runs its generation on the real worker; returns its id and workouts. */
export async function readyWeek(
  a: { cookie: string; user: { id: string }; planId: string },
  trainingStyle = 'classic',
  requirementsPrompt = 'No swimming on Monday',
) {
  const res = await call(a.cookie, 'POST', '/api/weeks', {
    trainingStyle,
    requirementsPrompt,
    trainingPlanId: a.planId,
  });
  expect(res.status).toBe(202);
  await deliverTask(a.user.id, res.body.sessionId);
  const status = await call(a.cookie, 'GET', `/api/weeks/status/${res.body.sessionId}`);
  expect(status.body).toMatchObject({ completed: true, status: 'completed', weekId: res.body.weekId });
  const workouts = (await call(a.cookie, 'GET', `/api/weeks/${res.body.weekId}/workouts`)).body;
  return { weekId: res.body.weekId as string, sessionId: res.body.sessionId as string, workouts };
}

/** Moves the athlete's active week so that today is its last day: the day its summary is offered. */
export async function endsToday(userId: string): Promise<{ from: string; to: string }> {
  const firstDay = addDays(new Date().toISOString().slice(0, 10), -6);
  return createWeekServices(createPlatform()).mover.moveActive(userId, firstDay);
}

export async function balance(userId: string): Promise<number> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: table(), Key: keys.user(userId), ConsistentRead: true }),
  );
  return Number(Item?.credits);
}

export async function ledger(userId: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':sk': keys.creditsPrefix },
      ConsistentRead: true,
    }),
  );
  return Items;
}

export async function rawItem(key: { PK: string; SK: string }) {
  return (await documentClient().send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }))).Item;
}

/**
 * A ready week moved to end today, with its workouts read again: activities dated in the future are refused when they
 * arrive, so a test that records a session on a workout's day needs that day behind it. `past` lists the workouts on
 * days already gone (today included).
 */
export async function weekEndingToday(a: { cookie: string; user: { id: string }; planId: string }) {
  const { weekId, sessionId } = await readyWeek(a);
  await endsToday(a.user.id);
  const workouts = (await call(a.cookie, 'GET', `/api/weeks/${weekId}/workouts`)).body;
  const today = new Date().toISOString().slice(0, 10);
  return { weekId, sessionId, workouts, past: workouts.filter((w: { day: string | null }) => w.day && w.day <= today) };
}
