import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchFirstScreen } from '../../../web/src/app/prefetch';
import { userQueryOptions } from '../../../web/src/features/auth/api/get-user';
import { createQueryClient } from '../../../web/src/lib/query-client';
import { fakeFetch, userFixture } from '../support/render';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__tricoachSession;
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('prefetchFirstScreen', () => {
  it("reuses index.html's session answer, then fetches the dashboard's data for a signed-in athlete", async () => {
    window.__tricoachSession = Promise.resolve(new Response(JSON.stringify(userFixture()), { status: 200 }));
    const { calls } = fakeFetch((call) => ({ status: 200, body: call.path === '/api/weeks/active' ? null : [] }));
    const client = createQueryClient();
    prefetchFirstScreen(client, '/dashboard');
    await settled();
    expect(client.getQueryData(userQueryOptions().queryKey)).toMatchObject({ id: 'u-1' });
    expect(calls.map((c) => c.path).sort()).toEqual(['/api/plans', '/api/weeks/active']);
    expect(window.__tricoachSession).toBeUndefined();
  });

  it('a signed-out visitor (401) is null and starts no signed-in call', async () => {
    window.__tricoachSession = Promise.resolve(new Response('{"message":"Unauthorized"}', { status: 401 }));
    const { calls } = fakeFetch(() => ({ status: 200, body: [] }));
    const client = createQueryClient();
    prefetchFirstScreen(client, '/dashboard');
    await settled();
    expect(client.getQueryData(userQueryOptions().queryKey)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('asks again itself when the early request failed on the network', async () => {
    window.__tricoachSession = Promise.resolve(null);
    const { calls } = fakeFetch((call) => (call.path === '/api/user' ? { status: 401, body: { message: 'Unauthorized' } } : undefined));
    const client = createQueryClient();
    prefetchFirstScreen(client, '/auth');
    await settled();
    expect(calls.map((c) => c.path)).toEqual(['/api/user']);
    expect(client.getQueryData(userQueryOptions().queryKey)).toBeNull();
  });
});
