import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '@shared/api/route-types';
import { MAX_BODY_BYTES } from '../../../functions/lib/http/body';
import { invoke } from '../../support/api-event';
import { createTestUser, randomIp, type TestUser } from '../../support/users';
import { cases, expectError, expectNo5xx, MUTATIONS, paramNames, pathOf, rows } from './route-table';

const signedIn = rows.filter((r) => r.auth === 'user' || r.auth === 'admin');
const mutations = rows.filter((r) => MUTATIONS.has(r.method) && r.auth !== 'webhook');
const withBody = rows.filter((r) => r.body && !r.rawBody);

const WRONG_TYPED_BODIES: Array<[string, unknown]> = [
  ['an array', [1, 2, 3]],
  ['a number', 42],
  ['a string', 'hello'],
  ['null', null],
];
/** A body just over the row's limit: 256 KiB, or the larger one a row sets (uploads). */
const oversized = (route: RouteDef) => JSON.stringify({ padding: 'x'.repeat(route.maxBodyBytes ?? MAX_BODY_BYTES) });

// An admin so admin rows reach their body validation too; credits and a finished onboarding so no guard short-circuits.
let user: TestUser;
beforeAll(async () => {
  user = await createTestUser({ onboardingStatus: '5', credits: 5, isAdmin: true });
});

/** Everything stored for the user, minus the export's own timestamp. */
async function userData() {
  const res = await invoke({ method: 'GET', path: '/api/user/export', cookies: [user.cookie] });
  expect(res.status).toBe(200);
  const { exportedAt: _ignored, ...data } = res.body;
  return data;
}

describe('route table guards', () => {
  it('covers a non-trivial table', () => {
    expect(signedIn.length).toBeGreaterThan(10);
    expect(mutations.length).toBeGreaterThan(10);
    expect(withBody.length).toBeGreaterThan(10);
  });

  describe('(a) signed-in rows without a session answer 401 JSON', () => {
    it.each(cases(signedIn))('%s', async (_id, route) => {
      const res = await invoke({ method: route.method, path: pathOf(route) });
      expectError(res, 401);
    });

    it.each(cases(signedIn))('%s with an unknown session cookie', async (_id, route) => {
      const res = await invoke({ method: route.method, path: pathOf(route), cookies: ['sid=not-a-real-session'] });
      expectError(res, 401);
    });
  });

  describe('(b) cross-origin mutations answer 403 and write nothing', () => {
    let before: unknown;
    beforeAll(async () => {
      before = await userData();
    });

    it.each(cases(mutations))('%s with a foreign Origin', async (_id, route) => {
      const res = await invoke({
        method: route.method,
        path: pathOf(route),
        body: {},
        cookies: [user.cookie],
        headers: { origin: 'https://evil.example' },
        sourceIp: randomIp(),
      });
      expectError(res, 403);
    });

    it.each(cases(mutations))('%s with Sec-Fetch-Site: cross-site', async (_id, route) => {
      const res = await invoke({
        method: route.method,
        path: pathOf(route),
        body: {},
        cookies: [user.cookie],
        headers: { 'sec-fetch-site': 'cross-site' },
        sourceIp: randomIp(),
      });
      expectError(res, 403);
    });

    it("left the user's data and session untouched", async () => {
      expect(await userData()).toEqual(before);
      expect((await invoke({ method: 'GET', path: '/api/user', cookies: [user.cookie] })).status).toBe(200);
    });
  });

  describe('(c) rows with a body schema refuse bad bodies with 400', () => {
    it.each(cases(withBody))('%s: malformed JSON', async (_id, route) => {
      const res = await invoke({
        method: route.method,
        path: pathOf(route),
        rawBody: '{"a":',
        cookies: [user.cookie],
        sourceIp: randomIp(),
      });
      expectError(res, 400);
    });

    it.each(cases(withBody))('%s: wrong-typed bodies', async (_id, route) => {
      for (const [what, body] of WRONG_TYPED_BODIES) {
        const res = await invoke({
          method: route.method,
          path: pathOf(route),
          rawBody: JSON.stringify(body),
          cookies: [user.cookie],
          sourceIp: randomIp(),
        });
        expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(400);
        expectError(res, 400);
        expect(Array.isArray(res.body.issues) || res.body.message.length > 0).toBe(true);
      }
    });
  });

  describe('(d) bodies over the row limit (256 KiB unless it sets one) answer 413', () => {
    it.each(cases(rows))('%s', async (_id, route) => {
      const res = await invoke({
        method: route.method,
        path: pathOf(route),
        rawBody: oversized(route),
        cookies: [user.cookie],
        sourceIp: randomIp(),
      });
      expectError(res, 413);
    });

    it("only upload rows set a larger limit, and it stays under Lambda's 6 MB request payload", () => {
      const larger = rows.filter((r) => r.maxBodyBytes !== undefined);
      expect(larger.map((r) => r.id)).toEqual(['uploadActivities']);
      for (const route of larger) expect(route.maxBodyBytes!).toBeLessThan(6 * 1024 * 1024 - 64 * 1024);
    });
  });

  describe('(e) no row answers 5xx to hostile input', () => {
    const HOSTILE: Array<[string, { rawBody?: string; headers?: Record<string, string> }]> = [
      ['an empty body', { rawBody: '' }],
      ['an empty object', { rawBody: '{}' }],
      ['deeply nested JSON', { rawBody: `${'['.repeat(2000)}${']'.repeat(2000)}` }],
      ['prototype keys', { rawBody: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' }],
      ['a text/plain body', { rawBody: 'hello', headers: { 'content-type': 'text/plain' } }],
    ];
    // Query values of the wrong shape for every query schema in the table (flags, numbers, dates, lists).
    const ODD_QUERY = {
      active: 'maybe',
      limit: '-1e309',
      from: '2026-02-30',
      to: 'yesterday',
      page: '[object Object]',
      sport: '',
    };
    // Some rows end the session (logout, account deletion): each row gets a live one.
    let hostileUser: TestUser | undefined;
    async function liveUser() {
      if (
        hostileUser &&
        (await invoke({ method: 'GET', path: '/api/user', cookies: [hostileUser.cookie] })).status === 200
      )
        return hostileUser;
      hostileUser = await createTestUser({ onboardingStatus: '5', credits: 5, isAdmin: true });
      return hostileUser;
    }
    const oddIds = (route: (typeof rows)[number]) =>
      Object.fromEntries(paramNames(route).map((name) => [name, `../${'z'.repeat(150)}`]));

    it.each(cases(rows))('%s', async (_id, route) => {
      const { cookie } = await liveUser();
      for (const [what, call] of HOSTILE) {
        for (const path of [pathOf(route), pathOf(route, oddIds(route))]) {
          for (const query of [undefined, ODD_QUERY]) {
            const res = await invoke({
              method: route.method,
              path,
              ...call,
              query,
              cookies: [cookie],
              sourceIp: randomIp(),
            });
            expect(res.status, `${what} ${path} ${JSON.stringify(query)}: ${JSON.stringify(res.body)}`).toBeLessThan(
              500,
            );
            expectNo5xx(res);
          }
        }
      }
    });
  });
});
