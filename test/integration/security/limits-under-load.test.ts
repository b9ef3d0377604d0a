import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { handler as sendMailsJob } from '../../../functions/jobs/send-mails';
import { invoke, type ApiCall } from '../../support/api-event';
import { mailsTo, useTestOutbox } from '../../support/outbox';
import { createTestUser, randomEmail, randomIp } from '../../support/users';

beforeAll(() => useTestOutbox());

/** `n` requests sent at once; their statuses. */
const burst = async (n: number, call: (i: number) => ApiCall) =>
  (await Promise.all(Array.from({ length: n }, (_, i) => invoke(call(i))))).map((r) => r.status);
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
const login = (email: string, password: string, sourceIp: string): ApiCall => ({
  method: 'POST',
  path: '/api/login',
  body: { email, password },
  sourceIp,
});

describe('no limit can be raced: N parallel requests never pass more than the limit', () => {
  it('login: 40 wrong passwords at once from one address are checked at most 10 times, and then the right one is refused there', async () => {
    const u = await createTestUser();
    const ip = randomIp();
    const statuses = await burst(40, () => login(u.email, 'wrong-password', ip));
    expect(count(statuses, 401)).toBeLessThanOrEqual(10);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(40);
    const again = await burst(30, (i) => login(u.email, i === 15 ? u.password : 'wrong-password', ip));
    expect(again.every((s) => s === 429)).toBe(true);
  }, 120_000);

  it('login: during an attack on the account from many addresses, the owner signs in from a good address', async () => {
    const u = await createTestUser();
    const attackers = Array.from({ length: 8 }, () => randomIp());
    const [attack, owner] = await Promise.all([
      burst(48, (i) => login(u.email, 'wrong-password', attackers[i % attackers.length]!)),
      invoke(login(u.email, u.password, randomIp())),
    ]);
    expect(owner.status).toBe(200);
    expect(attack.every((s) => s === 401 || s === 429)).toBe(true);
    // After the attack, the owner still gets in from an address with a good history.
    expect((await invoke(login(u.email, u.password, randomIp()))).status).toBe(200);
  }, 120_000);

  it('register: 40 sign-ups at once from one address, exactly 20 accepted', async () => {
    const ip = randomIp();
    const statuses = await burst(40, () => ({
      method: 'POST',
      path: '/api/register',
      body: { email: randomEmail('burst'), password: 'a-fine-password' },
      sourceIp: ip,
    }));
    expect(count(statuses, 201)).toBe(20);
    expect(count(statuses, 429)).toBe(20);
  }, 180_000);

  it('forgot-password: 30 at once from one address, exactly 10 accepted; 30 for one account from many addresses, at most 3 mails', async () => {
    const u = await createTestUser();
    const ip = randomIp();
    const statuses = await burst(30, () => ({
      method: 'POST',
      path: '/api/forgot-password',
      body: { email: randomEmail('ghost') },
      sourceIp: ip,
    }));
    expect(count(statuses, 202)).toBe(10);
    expect(count(statuses, 429)).toBe(20);

    const forOne = await burst(30, () => ({
      method: 'POST',
      path: '/api/forgot-password',
      body: { email: u.email },
      sourceIp: randomIp(),
    }));
    expect(forOne.every((s) => s === 202)).toBe(true);
    const queued = await documentClient().send(
      new QueryCommand({
        TableName: process.env.TABLE_NAME,
        KeyConditionExpression: 'PK = :pk',
        FilterExpression: 'email = :e',
        ExpressionAttributeValues: { ':pk': keys.resetRequestsPartition, ':e': u.email },
        ConsistentRead: true,
      }),
    );
    expect(queued.Items).toHaveLength(3);
    await sendMailsJob();
    await sendMailsJob();
    expect(await mailsTo(u.email)).toHaveLength(3);
  }, 120_000);

  it('checkout: 14 at once for one athlete, exactly 5 open', async () => {
    const u = await createTestUser();
    const statuses = await burst(14, () => ({
      method: 'POST',
      path: '/api/payment/checkout',
      cookies: [u.cookie],
      body: { productId: 'premium-4', currency: 'EUR' },
    }));
    expect(count(statuses, 201)).toBe(5);
    expect(count(statuses, 429)).toBe(9);
  }, 120_000);

  it('newsletter and beta list: 30 at once from one address, exactly 10 each', async () => {
    const ip = randomIp();
    const newsletter = await burst(30, () => ({
      method: 'POST',
      path: '/api/newsletter',
      body: { email: randomEmail('news') },
      sourceIp: ip,
    }));
    expect(count(newsletter, 201)).toBe(10);
    expect(count(newsletter, 429)).toBe(20);
    const beta = await burst(30, () => ({
      method: 'POST',
      path: '/api/beta-testers',
      body: { email: randomEmail('beta'), name: 'Burst' },
      sourceIp: ip,
    }));
    expect(count(beta, 201)).toBe(10);
    expect(count(beta, 429)).toBe(20);
  }, 120_000);

  it('suggestions: 25 at once from one athlete, exactly 10 a day', async () => {
    const u = await createTestUser();
    const statuses = await burst(25, (i) => ({
      method: 'POST',
      path: '/api/suggestions',
      cookies: [u.cookie],
      body: { suggestion: `Idea ${i}` },
    }));
    expect(count(statuses, 201)).toBe(10);
    expect(count(statuses, 429)).toBe(15);
  }, 120_000);
});
