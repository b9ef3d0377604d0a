import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../../functions/db/client';
import { keys } from '../../../functions/db/keys';
import { accountRoutes } from '@shared/api/routes/accounts';
import { configRoutes } from '@shared/api/routes/config';
import type { RouteDef } from '@shared/api/route-types';
import { invoke, type ApiCall, type ApiResponse } from '../../support/api-event';
import { createTestUser, randomEmail, randomIp, type TestUser } from '../../support/users';

const table = () => process.env.TABLE_NAME!;
let victim: TestUser;
let attacker: TestUser;

/** Everything that could change for the two users: their partitions and their sessions. */
async function snapshot(): Promise<string> {
  const parts = [];
  for (const u of [victim, attacker]) {
    const items = await documentClient().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'PK = :pk',
        ConsistentRead: true,
        ExpressionAttributeValues: { ':pk': keys.userPartition(u.user.id) },
      }),
    );
    const sessions = await documentClient().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.sessionByUser(u.user.id, '').GSI1PK },
      }),
    );
    parts.push(items.Items, (sessions.Items ?? []).map((s) => s.PK).sort());
  }
  return JSON.stringify(parts);
}

const exists = async (key: { PK: string; SK: string }) =>
  !!(await documentClient().send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }))).Item;

function expectClientError(res: ApiResponse, label: string, status?: number) {
  if (status) expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(status);
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(typeof res.body?.message, label).toBe('string');
  expect(res.body.message.length, label).toBeGreaterThan(0);
  expect(res.body.error, label).toBe(res.body.message);
}

const routes = [...accountRoutes, ...configRoutes.filter((r) => r.id !== 'health')] as readonly RouteDef[];
const fresh = { email: '' };

/** A valid body per route; bad variants are built from it. */
function validBody(route: RouteDef): Record<string, unknown> | undefined {
  switch (route.id) {
    case 'register':
      return { email: fresh.email, password: 'tri-secret1' };
    case 'login':
      return { email: victim.email, password: victim.password };
    case 'patchUser':
      return { name: 'Mallory' };
    case 'deleteUser':
      return { password: attacker.password };
    case 'changePassword':
      return { currentPassword: attacker.password, newPassword: 'changed-1' };
    case 'saveFitness':
      return { swimLevel: 1, bikeLevel: 1, runLevel: 1 };
    case 'forgotPassword':
      return { email: victim.email };
    case 'resetPassword':
      return { token: 'forged-token', password: 'tri-secret1' };
    case 'joinBeta':
    case 'subscribeNewsletter':
      return { email: fresh.email };
    default:
      return undefined;
  }
}

const call = (route: RouteDef, extra: Partial<ApiCall>): Promise<ApiResponse> =>
  invoke({
    method: route.method,
    path: route.path,
    cookies: route.auth === 'user' ? [attacker.cookie] : [],
    sourceIp: randomIp(),
    ...extra,
  });

beforeAll(async () => {
  victim = await createTestUser({ onboardingStatus: '2' });
  attacker = await createTestUser({ onboardingStatus: '2' });
});

// Only routes that take some hostile input: a public GET without a body has nothing to attack here.
const attackable = routes.filter((r) => !!r.body || r.method !== 'GET' || r.auth === 'user');

describe.each(attackable.map((r) => [`${r.method} ${r.path}`, r] as const))(
  '%s under hostile input',
  (_label, route) => {
    const bodyRoute = !!route.body;
    const mutation = route.method !== 'GET';

    if (bodyRoute)
      it('missing body, empty object, wrong types and unknown fields: 400 with issues, nothing written', async () => {
        fresh.email = randomEmail('hostile');
        const before = await snapshot();
        const valid = validBody(route)!;
        const variants: Array<[string, Partial<ApiCall>]> = [
          ['no body', {}],
          ['empty object', { body: {} }],
          ['array body', { body: [valid] }],
          ['string body', { body: 'hello' }],
          ['null body', { rawBody: 'null' }],
          ['unknown field', { body: { ...valid, isAdmin: true } }],
        ];
        for (const field of Object.keys(valid)) {
          const { [field]: _dropped, ...rest } = valid;
          variants.push([`missing ${field}`, { body: rest }]);
          for (const wrong of [12345, true, null, ['x'], { nested: 'x' }, 'x'.repeat(5000)])
            variants.push([`${field}=${JSON.stringify(wrong).slice(0, 20)}`, { body: { ...valid, [field]: wrong } }]);
        }
        for (const [label, extra] of variants) {
          const res = await call(route, extra);
          expectClientError(res, `${route.id} ${label}`, 400);
        }
        expect(await snapshot()).toBe(before);
        expect(await exists(keys.emailGuard(fresh.email))).toBe(false);
        expect(await exists(keys.betaTester(fresh.email))).toBe(false);
        expect(await exists(keys.newsletter(fresh.email))).toBe(false);
      }, 60_000);

    if (mutation)
      it('malformed JSON: 400; a body over 256 KiB: 413; nothing written', async () => {
        const before = await snapshot();
        for (const raw of ['{"email":', '{email: "a@b.c"}', "{'a':1}", '[1,2', '\u0000\u0001']) {
          expectClientError(await call(route, { rawBody: raw }), `${route.id} malformed ${JSON.stringify(raw)}`, 400);
        }
        const big = JSON.stringify({ ...(validBody(route) ?? {}), padding: 'x'.repeat(300 * 1024) });
        expectClientError(await call(route, { rawBody: big }), `${route.id} oversized`, 413);
        expect(await snapshot()).toBe(before);
      }, 60_000);

    if (mutation)
      it('a foreign Origin: 403 with a valid body and session, nothing written', async () => {
        fresh.email = randomEmail('csrf');
        const before = await snapshot();
        for (const origin of ['https://evil.example', 'http://localhost:3001', 'null']) {
          const res = await call(route, { body: validBody(route), headers: { origin } });
          expectClientError(res, `${route.id} origin ${origin}`, 403);
        }
        const crossSite = await call(route, { body: validBody(route), headers: { 'sec-fetch-site': 'cross-site' } });
        expectClientError(crossSite, `${route.id} sec-fetch-site`, 403);
        expect(await snapshot()).toBe(before);
        expect(await exists(keys.emailGuard(fresh.email))).toBe(false);
        expect(await exists(keys.betaTester(fresh.email))).toBe(false);
      });

    if (route.auth === 'user')
      it('no session, a forged session and a logged-out session: 401, nothing written', async () => {
        const before = await snapshot();
        const body = validBody(route);
        expectClientError(await invoke({ method: route.method, path: route.path, body }), `${route.id} no cookie`, 401);
        expectClientError(
          await invoke({ method: route.method, path: route.path, body, cookies: ['sid=forged-session-id'] }),
          `${route.id} forged`,
          401,
        );
        expectClientError(
          await invoke({ method: route.method, path: route.path, body, cookies: [`sid=${'A'.repeat(5000)}`] }),
          `${route.id} huge cookie`,
          401,
        );
        const gone = await createTestUser();
        await invoke({ method: 'POST', path: '/api/logout', cookies: [gone.cookie] });
        expectClientError(
          await invoke({ method: route.method, path: route.path, body, cookies: [gone.cookie] }),
          `${route.id} logged out`,
          401,
        );
        expect(await snapshot()).toBe(before);
      });
  },
);

describe("another user's session", () => {
  it("cannot use the victim's password to delete or re-key the attacker's account, nor touch the victim", async () => {
    const before = await snapshot();
    const del = await invoke({
      method: 'DELETE',
      path: '/api/user',
      cookies: [attacker.cookie],
      body: { password: victim.password },
    });
    expectClientError(del, 'delete with victim password', 403);
    const change = await invoke({
      method: 'POST',
      path: '/api/user/password',
      cookies: [attacker.cookie],
      body: { currentPassword: victim.password, newPassword: 'owned-123' },
    });
    expectClientError(change, 'change with victim password', 403);
    expect(await snapshot()).toBe(before);
  });

  it("reads and writes only the caller's own data", async () => {
    await invoke({ method: 'PATCH', path: '/api/user', cookies: [attacker.cookie], body: { name: 'Attacker' } });
    const victimView = await invoke({ method: 'GET', path: '/api/user', cookies: [victim.cookie] });
    expect(victimView.body.name).toBeNull();
    expect(victimView.body.id).toBe(victim.user.id);
    const logout = await invoke({ method: 'POST', path: '/api/logout', cookies: [attacker.cookie] });
    expect(logout.status).toBe(204);
    expect((await invoke({ method: 'GET', path: '/api/user', cookies: [victim.cookie] })).status).toBe(200);
    attacker = { ...attacker, cookie: (await createTestUser()).cookie };
  });

  it('an unknown /api path under the accounts prefix is a JSON 404, not a 5xx', async () => {
    const res = await invoke({ method: 'GET', path: '/api/user/../admin', cookies: [victim.cookie] });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

it('login with any wrong body never reveals whether the email exists', async () => {
  const a = await invoke({
    method: 'POST',
    path: '/api/login',
    body: { email: victim.email, password: 'x' },
    sourceIp: randomIp(),
  });
  const b = await invoke({
    method: 'POST',
    path: '/api/login',
    body: { email: randomEmail(), password: 'x' },
    sourceIp: randomIp(),
  });
  expect(a.raw.body).toBe(b.raw.body);
});
