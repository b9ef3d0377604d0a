import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../../../functions/lib/env';
import { invoke } from '../../support/api-event';
import { randomEmail, randomIp } from '../../support/users';

// The cloud's configuration: the app on HTTPS.
const localAppUrl = process.env.APP_URL;
beforeAll(() => {
  process.env.APP_URL = 'https://app.tricoach.test';
  resetEnvCache();
});
afterAll(() => {
  process.env.APP_URL = localAppUrl;
  resetEnvCache();
});

const valueOf = (setCookie: string) => /^__Host-sid=([^;]*)/.exec(setCookie)?.[1];

describe('the session cookie over HTTPS', () => {
  it('is __Host-sid: Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain; only that name is read', async () => {
    const registered = await invoke({
      method: 'POST',
      path: '/api/register',
      body: { email: randomEmail('host'), password: 'secret-123' },
      sourceIp: randomIp(),
    });
    expect(registered.status).toBe(201);
    const [cookie] = registered.cookies;
    expect(cookie).toMatch(/^__Host-sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Expires=[^;]+; Secure$/);
    expect(cookie).not.toMatch(/Domain=/i);
    const sid = valueOf(cookie!)!;

    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [`__Host-sid=${sid}`] })).status).toBe(200);
    // A plain `sid` cookie (which a sibling subdomain or an http page could plant) is never a session here.
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [`sid=${sid}`] })).status).toBe(401);

    const out = await invoke({ method: 'POST', path: '/api/logout', cookies: [`__Host-sid=${sid}`] });
    expect(out.cookies[0]).toMatch(
      /^__Host-sid=; Path=\/; HttpOnly; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure$/,
    );
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [`__Host-sid=${sid}`] })).status).toBe(401);
  });

  it('login rotates it: the id sent before signing in stops working', async () => {
    const email = randomEmail('host-rotate');
    const first = await invoke({
      method: 'POST',
      path: '/api/register',
      body: { email, password: 'secret-123' },
      sourceIp: randomIp(),
    });
    const before = valueOf(first.cookies[0]!)!;
    const login = await invoke({
      method: 'POST',
      path: '/api/login',
      body: { email, password: 'secret-123' },
      cookies: [`__Host-sid=${before}`],
      sourceIp: randomIp(),
    });
    expect(login.status).toBe(200);
    const after = valueOf(login.cookies[0]!)!;
    expect(after).not.toBe(before);
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [`__Host-sid=${before}`] })).status).toBe(401);
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [`__Host-sid=${after}`] })).status).toBe(200);
  });
});
