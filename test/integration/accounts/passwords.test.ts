import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { sha256 } from '../../../functions/lib/crypto';
import { invoke, sessionCookieFrom } from '../../support/api-event';
import { mailsTo, tokenFrom, useTestOutbox, waitForMailTo, waitForNewMailTo } from '../../support/outbox';
import { eventually } from '../../support/task-queue';
import { createTestUser, randomEmail, randomIp } from '../../support/users';

beforeAll(() => useTestOutbox());

const forgot = (email: string, sourceIp = randomIp(), headers?: Record<string, string>) =>
  invoke({ method: 'POST', path: '/api/forgot-password', body: { email }, sourceIp, headers });
const reset = (token: string, password: string) =>
  invoke({ method: 'POST', path: '/api/reset-password', body: { token, password } });
const login = (email: string, password: string) =>
  invoke({ method: 'POST', path: '/api/login', body: { email, password }, sourceIp: randomIp() });
const me = (cookie: string) => invoke({ method: 'GET', path: '/api/user', cookies: [cookie] });

describe('change password', () => {
  it('needs the current password, then ends every session and gives the caller a new one', async () => {
    const u = await createTestUser();
    const other = sessionCookieFrom(await login(u.email, u.password));
    const wrong = await invoke({
      method: 'POST',
      path: '/api/user/password',
      cookies: [u.cookie],
      body: { currentPassword: 'nope-nope', newPassword: 'brand-new' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('Current password is incorrect');
    expect((await me(other)).status).toBe(200);

    const res = await invoke({
      method: 'POST',
      path: '/api/user/password',
      cookies: [u.cookie],
      body: { currentPassword: u.password, newPassword: 'brand-new' },
    });
    expect(res.status).toBe(204);
    // The session id rotates with the password: the caller continues on a fresh one, the old id is dead.
    const fresh = sessionCookieFrom(res);
    expect(fresh).not.toBe(u.cookie);
    expect(res.cookies[0]).toMatch(/^sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Expires=/);
    expect((await me(fresh)).status).toBe(200);
    expect((await me(u.cookie)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await login(u.email, u.password)).status).toBe(401);
    expect((await login(u.email, 'brand-new')).status).toBe(200);
  });

  it('refuses a new password under 6 characters', async () => {
    const u = await createTestUser();
    const res = await invoke({
      method: 'POST',
      path: '/api/user/password',
      cookies: [u.cookie],
      body: { currentPassword: u.password, newPassword: '12345' },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].message).toBe('Password must be at least 6 characters long');
    expect((await login(u.email, u.password)).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('answers byte-identically for a known and an unknown email', async () => {
    const u = await createTestUser();
    const known = await forgot(u.email);
    const unknown = await forgot(randomEmail('ghost'));
    expect(known.status).toBe(202);
    expect(known.raw.body).toBe(unknown.raw.body);
    expect(known.body.message).toBe('If the email exists, a reset link has been sent to your inbox');
  });

  it('mails a link built from APP_URL (not the Host header), resets once, ends every session, never stores the raw token', async () => {
    const u = await createTestUser();
    const second = sessionCookieFrom(await login(u.email, u.password));
    expect(
      (await forgot(u.email.toUpperCase(), randomIp(), { host: 'evil.example', 'x-forwarded-host': 'evil.example' }))
        .status,
    ).toBe(202);
    const mail = await waitForMailTo(u.email);
    expect(mail.headers.subject).toBe('Reset your Tricoach password');
    expect(mail.text).toMatch(/^.*http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/m);
    expect(mail.html).toContain('http://localhost:3000/reset-password?token=');
    expect(mail.raw).not.toContain('evil.example');
    const token = tokenFrom(mail);

    const stored = await documentClient().send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.resetToken(sha256(token)) }),
    );
    expect(stored.Item).toBeDefined();
    const scan = await documentClient().send(
      new ScanCommand({
        TableName: process.env.TABLE_NAME,
        FilterExpression: 'contains(PK, :t)',
        ExpressionAttributeValues: { ':t': token },
      }),
    );
    expect(scan.Items).toEqual([]);

    const res = await reset(token, 'fresh-pass');
    expect(res.status).toBe(200);
    expect((await me(u.cookie)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    expect((await login(u.email, u.password)).status).toBe(401);
    expect((await login(u.email, 'fresh-pass')).status).toBe(200);

    const again = await reset(token, 'another-pass');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error: 'This password reset link is invalid or has expired.',
      message: 'This password reset link is invalid or has expired.',
    });
  });

  it('writes the mail in Polish for a Polish user', async () => {
    const u = await createTestUser({ lang: 'pl' });
    await forgot(u.email);
    const mail = await waitForMailTo(u.email);
    expect(mail.headers.subject).toBe(`=?UTF-8?B?${Buffer.from('Zresetuj hasło do Tricoach').toString('base64')}?=`);
    expect(mail.text).toContain('Link jest ważny przez 1 godzinę');
  });

  it('lets exactly one of two parallel resets with one token win', async () => {
    const u = await createTestUser();
    await forgot(u.email);
    const token = tokenFrom(await waitForMailTo(u.email));
    const results = await Promise.all([reset(token, 'parallel-1'), reset(token, 'parallel-2')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('refuses an expired token, an unknown token and a short password with {error, message}', async () => {
    const u = await createTestUser();
    await forgot(u.email);
    const token = tokenFrom(await waitForMailTo(u.email));
    const short = await reset(token, '12345');
    expect(short.status).toBe(400);
    expect(short.body.error).toBe(short.body.message);
    expect(short.body.issues[0].message).toBe('Password must be at least 6 characters long');

    await documentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.resetToken(sha256(token)),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    const expired = await reset(token, 'valid-pass');
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe('This password reset link is invalid or has expired.');
    expect((await reset('not-a-real-token', 'valid-pass')).status).toBe(400);
    expect((await login(u.email, u.password)).status).toBe(200);
  });

  it('a new request invalidates the previous link', async () => {
    const u = await createTestUser();
    await forgot(u.email);
    const first = tokenFrom(await waitForMailTo(u.email));
    const before = await mailsTo(u.email);
    await forgot(u.email);
    const second = tokenFrom(await waitForNewMailTo(u.email, before));
    expect(second).not.toBe(first);
    expect((await reset(first, 'valid-pass')).status).toBe(400);
    expect((await reset(second, 'valid-pass')).status).toBe(200);
  });

  it('caps mails per account silently and throttles per client address', async () => {
    const u = await createTestUser();
    for (let i = 0; i < 5; i++) expect((await forgot(u.email)).status).toBe(202);
    const { handler } = await import('../../../functions/jobs/send-mails');
    const mailed = async () => {
      await handler();
      return (await mailsTo(u.email)).length;
    };
    await eventually(async () => ((await mailed()) >= 3 ? true : undefined), 15_000, 'three reset mails');
    // The other two requests were never queued: another run of the job mails nothing more.
    expect(await mailed()).toBe(3);

    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await forgot(randomEmail('flood'), ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  }, 60_000);
});

describe('weak passwords (a blocklist of common ones, NIST SP 800-63B)', () => {
  it('register, change and reset refuse 123456, aaaaaa and six spaces with a readable 400; a refused reset keeps its link', async () => {
    for (const password of ['123456', 'aaaaaa', '      ', 'Password1']) {
      const res = await invoke({
        method: 'POST',
        path: '/api/register',
        body: { email: randomEmail('weak'), password },
        sourceIp: randomIp(),
      });
      expect(res.status, password).toBe(400);
      expect(res.body.message).toBe(
        password.trim()
          ? 'This password is too common. Choose one that is harder to guess.'
          : 'Password cannot be only spaces',
      );
      expect(res.body.issues[0].path).toBe('password');
    }
    const u = await createTestUser();
    const change = await invoke({
      method: 'POST',
      path: '/api/user/password',
      cookies: [u.cookie],
      body: { currentPassword: u.password, newPassword: 'qwerty123' },
    });
    expect(change.status).toBe(400);
    expect(change.body.issues[0].path).toBe('newPassword');

    expect((await forgot(u.email)).status).toBe(202);
    const token = tokenFrom(await waitForMailTo(u.email));
    expect((await reset(token, 'iloveyou')).status).toBe(400);
    expect((await reset(token, 'a-good-long-one')).status).toBe(200);
    expect((await login(u.email, 'a-good-long-one')).status).toBe(200);
  });
});

describe('a reset link dies with a password change', () => {
  it('a link mailed before the password was changed no longer works', async () => {
    const u = await createTestUser();
    expect((await forgot(u.email)).status).toBe(202);
    const token = tokenFrom(await waitForMailTo(u.email));
    const changed = await invoke({
      method: 'POST',
      path: '/api/user/password',
      cookies: [u.cookie],
      body: { currentPassword: u.password, newPassword: 'changed-by-owner' },
    });
    expect(changed.status).toBe(204);
    const res = await reset(token, 'attacker-choice');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This password reset link is invalid or has expired.');
    expect((await login(u.email, 'changed-by-owner')).status).toBe(200);
  });
});
