import { describe, expect, it } from 'vitest';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { sha256 } from '../../../functions/lib/crypto';
import { invoke, sessionCookieFrom } from '../../support/api-event';
import { createTestUser, randomEmail, randomIp } from '../../support/users';

const table = () => process.env.TABLE_NAME!;
const register = (body: unknown, extra: { cookies?: string[]; sourceIp?: string } = {}) =>
  invoke({
    method: 'POST',
    path: '/api/register',
    body,
    sourceIp: extra.sourceIp ?? randomIp(),
    cookies: extra.cookies,
  });
const login = (email: string, password: string, sourceIp = randomIp(), cookies?: string[]) =>
  invoke({ method: 'POST', path: '/api/login', body: { email, password }, sourceIp, cookies });

describe('register', () => {
  it('creates the user with one trial credit and its ledger entry, stores lang, starts a session', async () => {
    const email = randomEmail('Reg').replace('reg', 'REG');
    const res = await register({ email, password: 'tri-secret1', lang: 'pl' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: email.toLowerCase(),
      lang: 'pl',
      onboardingStatus: '0',
      isAdmin: false,
      credits: 1,
      settings: { theme: 'light' },
      name: null,
      garminConnected: false,
    });
    expect(res.body).not.toHaveProperty('passwordHash');
    const cookie = res.cookies.find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);

    const me = await invoke({ method: 'GET', path: '/api/user', cookies: [sessionCookieFrom(res)] });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.id);

    const credits = await invoke({ method: 'GET', path: '/api/credits', cookies: [sessionCookieFrom(res)] });
    expect(credits.body).toEqual({
      balance: 1,
      entries: [{ type: 'trial', amount: 1, description: 'Free trial week', createdAt: res.body.createdAt }],
    });

    const { Item } = await documentClient().send(new GetCommand({ TableName: table(), Key: keys.user(res.body.id) }));
    expect(Item!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const guard = await documentClient().send(new GetCommand({ TableName: table(), Key: keys.emailGuard(email) }));
    expect(guard.Item!.userId).toBe(res.body.id);
  });

  it('answers 409 for an email taken in any letter case, and never makes a second account', async () => {
    const email = randomEmail();
    expect((await register({ email, password: 'tri-secret1' })).status).toBe(201);
    const again = await register({ email: email.toUpperCase(), password: 'other-pass' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists');
    expect(again.body.error).toBe(again.body.message);
    expect(again.cookies).toEqual([]);
  });

  it('lets exactly one of concurrent registrations of one email win', async () => {
    const email = randomEmail('race');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => register({ email, password: `secret-${i}` })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const winner = results.find((r) => r.status === 201)!;
    const guard = await documentClient().send(new GetCommand({ TableName: table(), Key: keys.emailGuard(email) }));
    expect(guard.Item!.userId).toBe(winner.body.id);
    // Exactly one user item carries this email (the user listing on GSI1, read in full).
    let count = 0;
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await documentClient().send(
        new QueryCommand({
          TableName: table(),
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk',
          FilterExpression: 'email = :e',
          ExpressionAttributeValues: { ':pk': 'USERS', ':e': email },
          ExclusiveStartKey,
        }),
      );
      count += page.Items?.length ?? 0;
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    expect(count).toBe(1);
  });

  it('rotates the session: the session the caller sent before registering is gone', async () => {
    const first = await createTestUser();
    const res = await register({ email: randomEmail(), password: 'tri-secret1' }, { cookies: [first.cookie] });
    expect(res.status).toBe(201);
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [first.cookie] })).status).toBe(401);
  });

  it('throttles registrations per client address', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await register({ email: randomEmail('burst'), password: 'tri-secret1' }, { sourceIp: ip })).status,
      );
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  }, 60_000);
});

describe('login and logout', () => {
  it('signs in with any letter case of the email and rotates the session', async () => {
    const u = await createTestUser();
    const res = await login(u.email.toUpperCase(), u.password, randomIp(), [u.cookie]);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(u.user.id);
    const fresh = sessionCookieFrom(res);
    expect(fresh).not.toBe(u.cookie);
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [u.cookie] })).status).toBe(401);
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [fresh] })).status).toBe(200);
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const u = await createTestUser();
    const wrong = await login(u.email, 'wrong-password');
    const unknown = await login(randomEmail('nobody'), 'wrong-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      message: 'Invalid email or password',
      error: 'Invalid email or password',
      code: 'invalid_credentials',
    });
    expect(unknown.raw.body).toBe(wrong.raw.body);
  });

  it('spends a comparable time on unknown emails (a dummy hash is verified)', async () => {
    const u = await createTestUser();
    const time = async (email: string) => {
      const start = performance.now();
      await login(email, 'wrong-password');
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time(u.email));
      unknown.push(await time(randomEmail('ghost')));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('failures on an account never block its owner: the right password from a good address signs in; an address that keeps failing waits', async () => {
    const u = await createTestUser();
    for (let i = 0; i < 10; i++) expect((await login(u.email, 'wrong-password')).status).toBe(401);
    // Ten strangers' failures: the owner, from an address without failures, still signs in.
    expect((await login(u.email, u.password)).status).toBe(200);
    // An address with 3 failures on an account past its limit is asked to wait, even with the right password.
    const guesser = randomIp();
    for (let i = 0; i < 3; i++) expect((await login(u.email, 'wrong-password', guesser)).status).toBe(401);
    const waiting = await login(u.email, u.password, guesser);
    expect(waiting.status).toBe(429);
    expect(waiting.body.message).toMatch(/Too many/);
    expect(waiting.cookies).toEqual([]);
    // The account's counter carries a TTL so DynamoDB removes it after the window (and the next one) has passed.
    const window = Math.floor(Date.now() / 1000 / 900);
    let hits = 0;
    for (const w of [window - 1, window]) {
      const counter = await documentClient().send(
        new GetCommand({ TableName: table(), Key: keys.rateLimit(`login#email#${sha256(u.email)}`, w) }),
      );
      if (!counter.Item) continue;
      hits += counter.Item.hits as number;
      expect(counter.Item.expiresAt).toBe((w + 2) * 900);
    }
    expect(hits).toBe(13);
  }, 60_000);

  it('answers 429 after 10 failures per client address across different emails', async () => {
    const u = await createTestUser();
    const ip = randomIp();
    for (let i = 0; i < 10; i++) expect((await login(randomEmail('spray'), 'wrong-password', ip)).status).toBe(401);
    expect((await login(u.email, u.password, ip)).status).toBe(429);
    expect((await login(u.email, u.password, randomIp())).status).toBe(200);
  }, 60_000);

  it('logout deletes the session row and clears the cookie', async () => {
    const u = await createTestUser();
    const res = await invoke({ method: 'POST', path: '/api/logout', cookies: [u.cookie] });
    expect(res.status).toBe(204);
    expect(res.cookies[0]).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [u.cookie] })).status).toBe(401);
    const sessions = await documentClient().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.sessionByUser(u.user.id, '').GSI1PK },
      }),
    );
    expect(sessions.Items).toEqual([]);
  });

  it('logout without a session still answers 204', async () => {
    expect((await invoke({ method: 'POST', path: '/api/logout' })).status).toBe(204);
  });
});
