import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import { createHttpClient } from '../support/http-client';
import { waitForStackMail } from '../support/e2e-outbox';

let stack: E2eStack;

beforeAll(async () => {
  stack = await startE2eStack();
});

afterAll(async () => {
  await stack?.stop();
});

const newEmail = () => `E2E-${randomUUID()}@Example.com`;

describe('accounts over HTTP against npm start', () => {
  it('registers, reads the user, logs out and back in', async () => {
    const client = createHttpClient(stack.url);
    const email = newEmail();
    const registered = await client.post('/api/register', { email, password: 'first-pass' });
    expect(registered.status).toBe(201);
    expect(registered.body.email).toBe(email.toLowerCase());
    expect(registered.body.credits).toBe(1);
    expect(registered.body).not.toHaveProperty('passwordHash');
    expect(client.session()).toBeTruthy();

    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(registered.body.id);

    const duplicate = await createHttpClient(stack.url).post('/api/register', {
      email: email.toUpperCase(),
      password: 'other-pass',
    });
    expect(duplicate.status).toBe(409);

    const oldSid = client.session();
    expect((await client.post('/api/logout')).status).toBe(204);
    client.setSession(oldSid);
    expect((await client.get('/api/user')).status).toBe(401);

    const wrong = await client.post('/api/login', { email, password: 'not-the-pass' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    const unknown = await client.post('/api/login', { email: newEmail(), password: 'not-the-pass' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(wrong.body.message);

    const login = await client.post('/api/login', { email, password: 'first-pass' });
    expect(login.status).toBe(200);
    expect(client.session()).not.toBe(oldSid);
    expect((await client.get('/api/user')).body.email).toBe(email.toLowerCase());
  });

  it('resets a forgotten password through the mail in the outbox', async () => {
    const client = createHttpClient(stack.url);
    const email = newEmail();
    expect((await client.post('/api/register', { email, password: 'before-reset' })).status).toBe(201);
    const sessionBefore = client.session();

    const forgot = await createHttpClient(stack.url).post('/api/forgot-password', { email });
    expect(forgot.status).toBeLessThan(300);
    const unknown = await createHttpClient(stack.url).post('/api/forgot-password', { email: newEmail() });
    expect(unknown.status).toBe(forgot.status);
    expect(unknown.body).toEqual(forgot.body);

    const mail = await waitForStackMail(stack.dataDir, email.toLowerCase(), 45_000);
    const link = new RegExp(`${stack.url}/reset-password\\?token=([A-Za-z0-9_%.-]+)`).exec(mail.text);
    expect(link, `reset link in:\n${mail.text}`).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const tooShort = await createHttpClient(stack.url).post('/api/reset-password', { token, password: '123' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toBeTruthy();

    const reset = await createHttpClient(stack.url).post('/api/reset-password', { token, password: 'after-reset' });
    expect(reset.status).toBeLessThan(300);
    const again = await createHttpClient(stack.url).post('/api/reset-password', { token, password: 'third-pass' });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect(again.body.error).toBeTruthy();

    // A reset ends every session of the user.
    client.setSession(sessionBefore);
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await client.post('/api/login', { email, password: 'before-reset' })).status).toBe(401);
    expect((await client.post('/api/login', { email, password: 'after-reset' })).status).toBe(200);
  });

  it('exports the account and deletes it with all its data', async () => {
    const client = createHttpClient(stack.url);
    const email = newEmail();
    const registered = await client.post('/api/register', { email, password: 'delete-me' });
    expect(registered.status).toBe(201);
    expect((await client.patch('/api/user', { name: 'Ada Export' })).status).toBe(200);

    const exported = await client.get('/api/user/export');
    expect(exported.status).toBe(200);
    const text = JSON.stringify(exported.body);
    expect(text).toContain(email.toLowerCase());
    expect(text).toContain('Ada Export');
    expect(text).not.toMatch(/passwordHash|scrypt|argon2/i);

    expect((await client.del('/api/user', { password: 'wrong-password' })).status).toBeGreaterThanOrEqual(400);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await client.del('/api/user', { password: 'delete-me' })).status).toBe(204);
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await client.post('/api/login', { email, password: 'delete-me' })).status).toBe(401);

    // The email guard went with the account: the address can register again.
    const reRegistered = await createHttpClient(stack.url).post('/api/register', { email, password: 'new-account' });
    expect(reRegistered.status).toBe(201);
    expect(reRegistered.body.id).not.toBe(registered.body.id);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const missing = await createHttpClient(stack.url).get('/api/does-not-exist');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: expect.any(String), error: expect.any(String) });
  });
});
