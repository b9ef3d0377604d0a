import { describe, expect, it } from 'vitest';
import { invoke } from '../../support/api-event';
import { createTestUser } from '../../support/users';

/** ADR 0007: a read may reuse a session read of its own Lambda a few seconds old; writes and admin never do. */
describe('recent session reads', () => {
  it('after a logout: the Lambda that ended it refuses at once, another refuses every write and admin call', async () => {
    const athlete = await createTestUser({ isAdmin: true });
    const cookies = [athlete.cookie];
    // The weeks and admin Lambdas have read this session (and remember it).
    expect((await invoke({ method: 'GET', path: '/api/weeks/active', cookies })).status).toBe(200);
    expect((await invoke({ method: 'GET', path: '/api/admin/overview', cookies })).status).toBe(200);

    expect((await invoke({ method: 'POST', path: '/api/logout', cookies })).status).toBe(204);

    expect((await invoke({ method: 'GET', path: '/api/user', cookies })).status).toBe(401);
    expect((await invoke({ method: 'GET', path: '/api/admin/overview', cookies })).status).toBe(401);
    // The documented window: the weeks Lambda may still answer a read from its few-seconds-old session read...
    expect((await invoke({ method: 'GET', path: '/api/weeks/active', cookies })).status).toBe(200);
    // ...never a write, whose own table read also ends the window for the reads after it.
    expect((await invoke({ method: 'POST', path: '/api/weeks', cookies, body: {} })).status).toBe(401);
    expect((await invoke({ method: 'GET', path: '/api/weeks/active', cookies })).status).toBe(401);
  });

  it('after a password change: the Lambda that handled it refuses the other sessions at once, even on a read it had remembered', async () => {
    const athlete = await createTestUser();
    const other = await invoke({
      method: 'POST',
      path: '/api/login',
      body: { email: athlete.email, password: athlete.password },
      sourceIp: '10.9.9.9',
    });
    const otherCookies = [other.cookies.find((c) => c.startsWith('sid='))!.split(';')[0]!];
    // The accounts Lambda has read (and remembers) the second session.
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: otherCookies })).status).toBe(200);
    const changed = await invoke({
      method: 'POST',
      path: '/api/user/password',
      cookies: [athlete.cookie],
      body: { currentPassword: athlete.password, newPassword: 'changed-in-this-lambda' },
    });
    expect(changed.status).toBe(204);
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: otherCookies })).status).toBe(401);
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [athlete.cookie] })).status).toBe(401);
  });

  it('a read with an unknown session is refused, and stays refused once the same id is asked again', async () => {
    const cookies = ['sid=not-a-session'];
    expect((await invoke({ method: 'GET', path: '/api/weeks/active', cookies })).status).toBe(401);
    expect((await invoke({ method: 'GET', path: '/api/weeks/active', cookies })).status).toBe(401);
  });
});
