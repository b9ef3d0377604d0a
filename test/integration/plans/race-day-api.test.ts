import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { createThresholdRepository } from '../../../functions/modules/thresholds/threshold-repository';
import { emptyThresholds } from '@shared/schemas/thresholds';
import { createTestUser, type TestUser } from '../../support/users';
import { call, deliverTask, inDays, planPayload } from '../../support/handler-calls';

const db = () => ({ doc: documentClient(), table: process.env.TABLE_NAME! });

async function athleteWithPlan(
  opts: { lang?: 'en' | 'pl'; payload?: Record<string, unknown> } = {},
): Promise<TestUser & { planId: string }> {
  const user = await createTestUser({ onboardingStatus: '3', lang: opts.lang });
  const res = await call(user.cookie, 'POST', '/api/plans', planPayload(opts.payload));
  expect(res.status).toBe(202);
  await deliverTask(user.user.id, res.body.sessionId);
  return { ...user, planId: res.body.planId };
}

describe('race-day plan', () => {
  it('answers 200 null before the first generation, 201 when generated, 200 with a new generatedAt when regenerated', async () => {
    const a = await athleteWithPlan();
    const path = `/api/plans/${a.planId}/race-day`;
    const none = await call(a.cookie, 'GET', path);
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();

    const first = await call(a.cookie, 'POST', path, { temperatureC: 28 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      planId: a.planId,
      lang: 'en',
      temperatureC: 28,
      outdated: { thresholds: false, event: false },
    });
    expect(first.body.legs.map((l: { sport: string }) => l.sport)).toEqual(['swim', 'bike', 'run']);
    expect(first.body.transitions.map((t: { name: string }) => t.name)).toEqual(['T1', 'T2']);
    expect(first.body.fuelling.carbsPerHour).toBeGreaterThan(0);
    expect(first.body.taper.length).toBeGreaterThan(0);
    // Without thresholds the targets come from the fitness levels.
    expect(
      first.body.legs.every((l: { basis: string; watts: unknown }) => l.basis === 'fitness' && l.watts === null),
    ).toBe(true);

    const stored = await call(a.cookie, 'GET', path);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual(first.body);

    // New thresholds: the stored plan says it is outdated until it is regenerated.
    const thresholds = createThresholdRepository(db());
    await thresholds.put(
      a.user.id,
      {
        ...emptyThresholds(),
        ftp: 240,
        runThresholdPace: 280,
        sources: { ftp: 'manual', runThresholdPace: 'manual' },
        updatedAt: new Date().toISOString(),
      },
      null,
    );
    expect((await call(a.cookie, 'GET', path)).body.outdated).toEqual({ thresholds: true, event: false });

    await new Promise((r) => setTimeout(r, 5));
    const again = await call(a.cookie, 'POST', path, {});
    expect(again.status).toBe(200);
    expect(again.body.generatedAt > first.body.generatedAt).toBe(true);
    expect(again.body.temperatureC).toBe(28);
    expect(again.body.outdated).toEqual({ thresholds: false, event: false });
    const bike = again.body.legs.find((l: { sport: string }) => l.sport === 'bike');
    expect(bike.basis).toBe('thresholds');
    expect(bike.watts.high).toBeLessThanOrEqual(240);
    expect((await call(a.cookie, 'GET', path)).body.generatedAt).toBe(again.body.generatedAt);
  });

  it('marks the plan outdated when the event changes', async () => {
    const a = await athleteWithPlan();
    const path = `/api/plans/${a.planId}/race-day`;
    expect((await call(a.cookie, 'POST', path, {})).status).toBe(201);
    const edit = await call(
      a.cookie,
      'PUT',
      `/api/plans/${a.planId}`,
      planPayload({ primaryGoal: { name: 'Gdynia 70.3', date: inDays(130), type: 'half' } }),
    );
    expect(edit.status).toBe(200);
    expect((await call(a.cookie, 'GET', path)).body.outdated.event).toBe(true);
  });

  it("answers 404 for another athlete's plan, on read and on generate", async () => {
    const owner = await athleteWithPlan();
    const other = await createTestUser();
    const path = `/api/plans/${owner.planId}/race-day`;
    expect((await call(owner.cookie, 'POST', path, {})).status).toBe(201);
    for (const method of ['GET', 'POST']) {
      const res = await call(other.cookie, method, path, method === 'POST' ? {} : undefined);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Training plan not found');
    }
  });

  it('refuses a plan without a dated primary event with 409 and a readable message', async () => {
    const a = await athleteWithPlan();
    await documentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME!,
        Key: keys.plan(a.user.id, a.planId),
        UpdateExpression: 'SET primaryGoal.#d = :empty',
        ExpressionAttributeNames: { '#d': 'date' },
        ExpressionAttributeValues: { ':empty': '' },
      }),
    );
    const res = await call(a.cookie, 'POST', `/api/plans/${a.planId}/race-day`, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/no dated primary event/);
  });

  it('checks the temperature', async () => {
    const a = await athleteWithPlan();
    const res = await call(a.cookie, 'POST', `/api/plans/${a.planId}/race-day`, { temperatureC: 60 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Temperature must be between -5 and 45/);
  });

  it('writes the plan in the athlete language and works for a single-sport event', async () => {
    const a = await athleteWithPlan({
      lang: 'pl',
      payload: { primaryGoal: { name: 'Maraton Warszawski', date: inDays(90), type: 'marathon' } },
    });
    const res = await call(a.cookie, 'POST', `/api/plans/${a.planId}/race-day`, { temperatureC: 12 });
    expect(res.status).toBe(201);
    expect(res.body.lang).toBe('pl');
    expect(res.body.legs.map((l: { sport: string }) => l.sport)).toEqual(['run']);
    expect(res.body.transitions).toEqual([]);
    expect(res.body.event.description).toMatch(/biegu/);
  });
});
