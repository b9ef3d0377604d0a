import { describe, expect, it } from 'vitest';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { invoke, sessionCookieFrom } from '../../support/api-event';
import { createTestUser, randomIp } from '../../support/users';

const table = () => process.env.TABLE_NAME!;
const partition = async (userId: string) =>
  (
    await documentClient().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId) },
      }),
    )
  ).Items ?? [];

describe('DELETE /api/user', () => {
  it('needs the password and keeps everything when it is wrong', async () => {
    const u = await createTestUser();
    const res = await invoke({
      method: 'DELETE',
      path: '/api/user',
      cookies: [u.cookie],
      body: { password: 'wrong-one' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Password is incorrect');
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [u.cookie] })).status).toBe(200);
  });

  it('removes every item of the user (more than one page), its guard, its sessions; the email can register again', async () => {
    const u = await createTestUser({ onboardingStatus: '2' });
    const other = sessionCookieFrom(
      await invoke({
        method: 'POST',
        path: '/api/login',
        body: { email: u.email, password: u.password },
        sourceIp: randomIp(),
      }),
    );
    await invoke({
      method: 'POST',
      path: '/api/user/fitness',
      cookies: [u.cookie],
      body: { swimLevel: 1, bikeLevel: 2, runLevel: 3 },
    });
    // Items other features will own, with big payloads so the partition spans several query pages.
    const filler = 'x'.repeat(30_000);
    for (let i = 0; i < 60; i++) {
      await documentClient().send(
        new PutCommand({ TableName: table(), Item: { ...keys.plan(u.user.id, String(i).padStart(3, '0')), filler } }),
      );
    }
    expect((await partition(u.user.id)).length).toBeGreaterThan(0);

    const res = await invoke({
      method: 'DELETE',
      path: '/api/user',
      cookies: [u.cookie],
      body: { password: u.password },
    });
    expect(res.status).toBe(204);
    expect(res.cookies[0]).toMatch(/^sid=;/);
    expect(await partition(u.user.id)).toEqual([]);
    expect(
      (await documentClient().send(new GetCommand({ TableName: table(), Key: keys.emailGuard(u.email) }))).Item,
    ).toBeUndefined();
    const sessions = await documentClient().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.sessionByUser(u.user.id, '').GSI1PK },
      }),
    );
    expect(sessions.Items).toEqual([]);
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [other] })).status).toBe(401);
    expect(
      (
        await invoke({
          method: 'POST',
          path: '/api/login',
          body: { email: u.email, password: u.password },
          sourceIp: randomIp(),
        })
      ).status,
    ).toBe(401);

    const again = await invoke({
      method: 'POST',
      path: '/api/register',
      body: { email: u.email, password: 'tri-secret1' },
      sourceIp: randomIp(),
    });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(u.user.id);
  }, 60_000);

  it("one user's deletion leaves another user's data alone", async () => {
    const a = await createTestUser();
    const b = await createTestUser();
    await invoke({ method: 'DELETE', path: '/api/user', cookies: [a.cookie], body: { password: a.password } });
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [b.cookie] })).status).toBe(200);
    expect((await invoke({ method: 'GET', path: '/api/credits', cookies: [b.cookie] })).body.balance).toBe(1);
  });

  it("another user's password cannot delete the caller's account", async () => {
    const a = await createTestUser();
    const b = await createTestUser();
    const res = await invoke({
      method: 'DELETE',
      path: '/api/user',
      cookies: [a.cookie],
      body: { password: b.password },
    });
    expect(res.status).toBe(403);
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [a.cookie] })).status).toBe(200);
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [b.cookie] })).status).toBe(200);
  });
});
