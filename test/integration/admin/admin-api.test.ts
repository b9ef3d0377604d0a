import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@shared/api/routes';
import type { RouteDef } from '@shared/api/route-types';
import { invoke } from '../../support/api-event';
import { useOwnTable } from '../../support/own-table';
import { useTestOutbox, waitForMailTo } from '../../support/outbox';
import { createTestUser, randomEmail, randomIp, type TestUser } from '../../support/users';
import { call } from '../../support/handler-calls';

// Closing signups and counting every account are global: this file works on its own table.
let admin: TestUser;
let athlete: TestUser;
beforeAll(async () => {
  await useOwnTable('admin');
  useTestOutbox();
  admin = await createTestUser({ onboardingStatus: '5', isAdmin: true });
  athlete = await createTestUser({ onboardingStatus: '5' });
});

const adminRows = (routes as readonly RouteDef[]).filter((r) => r.group === 'admin');
const pathOf = (row: RouteDef) =>
  row.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'email' ? 'someone%40example.test' : 'some-id'));

describe('admin routes', () => {
  it.each(adminRows.map((row) => [row.id, row] as const))(
    '%s: 403 for an athlete, 401 without a session',
    async (_id, row) => {
      const body = row.method === 'GET' ? undefined : {};
      const asAthlete = await invoke({
        method: row.method,
        path: pathOf(row),
        body,
        cookies: [athlete.cookie],
        headers: { origin: 'http://localhost:3000' },
      });
      expect(asAthlete.status).toBe(403);
      expect(asAthlete.body.message).toBe('Admins only');
      expect(
        (await invoke({ method: row.method, path: pathOf(row), body, headers: { origin: 'http://localhost:3000' } }))
          .status,
      ).toBe(401);
    },
  );

  it('lists 120 accounts by email prefix, newest first, through cursors without gaps or repeats', async () => {
    const prefix = `page-${Date.now()}-`;
    for (let i = 0; i < 120; i += 12)
      await Promise.all(
        Array.from({ length: 12 }, (_, j) =>
          createTestUser({ email: `${prefix}${String(i + j).padStart(3, '0')}@example.test` }),
        ),
      );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await call(
        admin.cookie,
        'GET',
        `/api/admin/users?q=${prefix}&limit=25${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      seen.push(...res.body.items.map((u: { email: string }) => u.email));
      cursor = res.body.cursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    const created = (await call(admin.cookie, 'GET', `/api/admin/users?q=${prefix}&limit=100`)).body.items.map(
      (u: { createdAt: string }) => u.createdAt,
    );
    expect([...created].sort().reverse()).toEqual(created);
    expect((await call(admin.cookie, 'GET', '/api/admin/users?cursor=not-a-cursor')).status).toBe(400);
    // 120 sign-ups hash 120 passwords: on a busy two-core machine that alone can pass the 30 s default.
  }, 120_000);

  it('grants and removes credits with a ledger entry and an audit row, never below zero', async () => {
    const target = await createTestUser();
    const grant = await call(admin.cookie, 'POST', `/api/admin/users/${target.user.id}/credits`, {
      amount: 3,
      description: 'Race-week goodwill',
    });
    expect(grant.status).toBe(201);
    expect(grant.body.balance).toBe(4);
    const removal = await call(admin.cookie, 'POST', `/api/admin/users/${target.user.id}/credits`, {
      amount: -2,
      description: 'Duplicate grant',
    });
    expect(removal.body.balance).toBe(2);
    const tooMuch = await call(admin.cookie, 'POST', `/api/admin/users/${target.user.id}/credits`, {
      amount: -5,
      description: 'Oops',
    });
    expect(tooMuch.status).toBe(409);
    expect(
      (await call(admin.cookie, 'POST', `/api/admin/users/${target.user.id}/credits`, { amount: 0, description: 'x' }))
        .status,
    ).toBe(400);

    const detail = (await call(admin.cookie, 'GET', `/api/admin/users/${target.user.id}`)).body;
    expect(detail.credits.balance).toBe(2);
    expect(
      detail.credits.entries.slice(0, 2).map((e: { amount: number; description: string }) => [e.amount, e.description]),
    ).toEqual([
      [-2, 'Removed by admin: Duplicate grant'],
      [3, 'Granted by admin: Race-week goodwill'],
    ]);
    expect(detail.audit.map((a: { action: string; actorEmail: string }) => [a.action, a.actorEmail])).toEqual([
      ['credits.remove', admin.email],
      ['credits.grant', admin.email],
    ]);
    expect(JSON.stringify(detail)).not.toMatch(/passwordHash|resetToken/);
    expect((await call(admin.cookie, 'GET', '/api/admin/users/no-such-user')).status).toBe(404);
  });

  it('makes and revokes admins, never the admin themself', async () => {
    const target = await createTestUser();
    expect(
      (await call(admin.cookie, 'PUT', `/api/admin/users/${target.user.id}/admin`, { isAdmin: true })).body,
    ).toEqual({ isAdmin: true });
    expect((await call(target.cookie, 'GET', '/api/admin/overview')).status).toBe(200);
    expect(
      (await call(admin.cookie, 'PUT', `/api/admin/users/${target.user.id}/admin`, { isAdmin: false })).status,
    ).toBe(200);
    expect((await call(target.cookie, 'GET', '/api/admin/overview')).status).toBe(403);
    expect(
      (await call(admin.cookie, 'PUT', `/api/admin/users/${admin.user.id}/admin`, { isAdmin: false })).status,
    ).toBe(409);
  });

  it('closes signups, invites a beta tester, who registers with the mailed code once; the overview shows it all', async () => {
    const tester = randomEmail('beta');
    expect(
      (
        await invoke({
          method: 'POST',
          path: '/api/beta-testers',
          body: { email: tester, name: 'Ola' },
          sourceIp: randomIp(),
        })
      ).status,
    ).toBeLessThan(300);
    expect((await call(admin.cookie, 'PATCH', '/api/admin/config', { acceptingSignups: false })).body).toEqual({
      acceptingSignups: false,
    });
    const closed = await invoke({
      method: 'POST',
      path: '/api/register',
      body: { email: tester, password: 'secret-123' },
      sourceIp: randomIp(),
    });
    expect(closed.status).toBe(403);

    const listed = (await call(admin.cookie, 'GET', '/api/admin/beta-testers')).body.items.find(
      (t: { email: string }) => t.email === tester,
    );
    expect(listed).toMatchObject({ status: 'pending' });
    expect(
      (await call(admin.cookie, 'POST', `/api/admin/beta-testers/${encodeURIComponent(tester)}/invite`, { lang: 'en' }))
        .status,
    ).toBe(200);
    expect(
      (await call(admin.cookie, 'GET', '/api/admin/beta-testers')).body.items.find(
        (t: { email: string }) => t.email === tester,
      ),
    ).toMatchObject({ status: 'invited' });

    const mail = await waitForMailTo(tester);
    const code = /invite=([\w-]+)/.exec(mail.text)![1]!;
    const other = await invoke({
      method: 'POST',
      path: '/api/register',
      body: { email: randomEmail('other'), password: 'secret-123', inviteCode: code },
      sourceIp: randomIp(),
    });
    expect(other.status).toBe(403);
    const registered = await invoke({
      method: 'POST',
      path: '/api/register',
      body: { email: tester, password: 'secret-123', inviteCode: code },
      sourceIp: randomIp(),
    });
    expect(registered.status).toBe(201);
    const again = await invoke({
      method: 'POST',
      path: '/api/register',
      body: { email: randomEmail('again'), password: 'secret-123', inviteCode: code },
      sourceIp: randomIp(),
    });
    expect(again.status).toBe(403);
    expect(
      (await call(admin.cookie, 'GET', '/api/admin/beta-testers')).body.items.find(
        (t: { email: string }) => t.email === tester,
      ),
    ).toMatchObject({ status: 'registered' });

    const overview = (await call(admin.cookie, 'GET', '/api/admin/overview')).body;
    expect(overview.acceptingSignups).toBe(false);
    expect(overview.accounts.total).toBeGreaterThanOrEqual(3);
    expect(overview.audit.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['signups.close', 'beta.invite']),
    );
    await call(admin.cookie, 'PATCH', '/api/admin/config', { acceptingSignups: true });
  });
});
