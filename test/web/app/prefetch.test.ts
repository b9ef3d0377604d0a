import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchFirstScreen } from '../../../web/src/app/prefetch';
import { userQueryOptions } from '../../../web/src/features/auth/api/get-user';
import { plansQueryOptions } from '../../../web/src/features/plans/api/get-plans';
import { raceDayQueryOptions } from '../../../web/src/features/plans/api/get-race-day';
import { progressQueryOptions } from '../../../web/src/features/progress/api/get-progress';
import { localDay } from '@shared/calendar/days';
import { thresholdsQueryOptions } from '../../../web/src/features/thresholds/api/thresholds';
import { workoutQueryOptions } from '../../../web/src/features/workouts/api/get-workout';
import { createQueryClient } from '../../../web/src/lib/query-client';
import { fakeFetch, userFixture } from '../support/render';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__tricoachSession;
  delete window.__tricoachReads;
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

  it('a visitor index.html found signed out (false) is null without a request', async () => {
    window.__tricoachSession = Promise.resolve(false);
    const { calls } = fakeFetch(() => ({ status: 200, body: [] }));
    const client = createQueryClient();
    prefetchFirstScreen(client, '/dashboard');
    await settled();
    expect(client.getQueryData(userQueryOptions().queryKey)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('asks again itself when the early request failed on the network', async () => {
    window.__tricoachSession = Promise.resolve(null);
    const { calls } = fakeFetch((call) =>
      call.path === '/api/user' ? { status: 401, body: { message: 'Unauthorized' } } : undefined,
    );
    const client = createQueryClient();
    prefetchFirstScreen(client, '/auth');
    await settled();
    expect(calls.map((c) => c.path)).toEqual(['/api/user']);
    expect(client.getQueryData(userQueryOptions().queryKey)).toBeNull();
  });

  it('adopts the reads index.html started for the path instead of asking again', async () => {
    window.__tricoachSession = Promise.resolve(new Response(JSON.stringify(userFixture()), { status: 200 }));
    window.__tricoachReads = Promise.resolve({
      '/api/plans': Promise.resolve(new Response(JSON.stringify([{ id: 'p-1', active: true }]), { status: 200 })),
      '/api/weeks/active': Promise.resolve(new Response('null', { status: 200 })),
    });
    const { calls } = fakeFetch(() => ({ status: 200, body: [] }));
    const client = createQueryClient();
    prefetchFirstScreen(client, '/dashboard');
    await settled();
    expect(calls).toEqual([]);
    expect(client.getQueryData(plansQueryOptions().queryKey)).toEqual([{ id: 'p-1', active: true }]);
    expect(window.__tricoachReads).toBeUndefined();
  });

  it('asks again itself for a read that failed early (network error or error status), with decoded path parameters', async () => {
    window.__tricoachSession = Promise.resolve(new Response(JSON.stringify(userFixture()), { status: 200 }));
    window.__tricoachReads = Promise.resolve({
      '/api/plans/p%201/race-day': Promise.resolve(new Response('{"message":"x"}', { status: 503 })),
    });
    const { calls } = fakeFetch((call) =>
      call.path === '/api/plans/p%201/race-day' ? { status: 200, body: { planId: 'p 1' } } : undefined,
    );
    const client = createQueryClient();
    prefetchFirstScreen(client, '/plans/p%201/race-day');
    await settled();
    expect(calls.map((c) => c.path)).toEqual(['/api/plans/p%201/race-day']);
    expect(client.getQueryData(raceDayQueryOptions('p 1').queryKey)).toEqual({ planId: 'p 1' });
  });

  it("adopts the early progress answer only when it ends on the athlete's own day", async () => {
    const today = localDay(new Date());
    const progress = (to: string) => new Response(JSON.stringify({ to, asOf: to }), { status: 200 });
    const run = async (early: Response) => {
      window.__tricoachSession = Promise.resolve(new Response(JSON.stringify(userFixture()), { status: 200 }));
      window.__tricoachReads = Promise.resolve({ '/api/progress': Promise.resolve(early) });
      const { calls } = fakeFetch((call) =>
        call.path.startsWith('/api/progress') ? { status: 200, body: { to: today, asOf: today } } : undefined,
      );
      const client = createQueryClient();
      prefetchFirstScreen(client, '/progress');
      await settled();
      return {
        calls: calls.map((c) => c.path),
        data: client.getQueryData(progressQueryOptions({ to: today }).queryKey),
      };
    };
    expect(await run(progress(today))).toEqual({ calls: [], data: { to: today, asOf: today } });
    // The server's (UTC) day is not the athlete's: the screen's own call, with its day.
    expect(await run(progress('2020-01-01'))).toEqual({
      calls: [`/api/progress?to=${today}`],
      data: { to: today, asOf: today },
    });
  });

  it("puts a workout's details and the athlete's thresholds, read by index.html, under the screen's own keys", async () => {
    window.__tricoachSession = Promise.resolve(new Response(JSON.stringify(userFixture()), { status: 200 }));
    window.__tricoachReads = Promise.resolve({
      '/api/workouts/wo-1': Promise.resolve(new Response('{"id":"wo-1"}', { status: 200 })),
      '/api/thresholds': Promise.resolve(new Response('{"ftp":250}', { status: 200 })),
    });
    const { calls } = fakeFetch(() => ({ status: 200, body: {} }));
    const client = createQueryClient();
    await prefetchFirstScreen(client, '/modal/workout-details/wo-1');
    expect(calls).toEqual([]);
    expect(client.getQueryData(workoutQueryOptions('wo-1').queryKey)).toEqual({ id: 'wo-1' });
    expect(client.getQueryData(thresholdsQueryOptions().queryKey)).toEqual({ ftp: 250 });
  });

  it("reads an admin's overview only for an admin", async () => {
    window.__tricoachSession = Promise.resolve(new Response(JSON.stringify(userFixture()), { status: 200 }));
    const { calls } = fakeFetch(() => ({ status: 200, body: {} }));
    prefetchFirstScreen(createQueryClient(), '/admin');
    await settled();
    expect(calls).toEqual([]);
  });

  it("resolves once the page's reads have settled, failed ones included, so the first render has the data", async () => {
    window.__tricoachSession = Promise.resolve(new Response(JSON.stringify(userFixture()), { status: 200 }));
    let answerPlans: (res: Response) => void = () => undefined;
    window.__tricoachReads = Promise.resolve({
      '/api/plans': new Promise<Response>((resolve) => (answerPlans = resolve)),
      '/api/weeks/active': Promise.resolve(new Response('{"message":"x"}', { status: 500 })),
    });
    fakeFetch((call) => (call.path === '/api/weeks/active' ? { status: 500, body: { message: 'x' } } : undefined));
    const client = createQueryClient();
    let done = false;
    void prefetchFirstScreen(client, '/dashboard').then(() => (done = true));
    await settled();
    expect(done).toBe(false);
    answerPlans(new Response('[]', { status: 200 }));
    await settled();
    expect(done).toBe(true);
    expect(client.getQueryData(plansQueryOptions().queryKey)).toEqual([]);
  });

  it('resolves at once after the session check where the path reads nothing first', async () => {
    window.__tricoachSession = Promise.resolve(new Response(JSON.stringify(userFixture()), { status: 200 }));
    const { calls } = fakeFetch(() => undefined);
    await prefetchFirstScreen(createQueryClient(), '/settings/profile');
    expect(calls).toEqual([]);
  });
});
