import { afterEach, describe, expect, it } from 'vitest';
import { firstScreenReadsOf } from '../../../web/src/app/first-screen-reads';
import { firstScreenReadsScript } from '../../../web/src/app/first-screen-reads-script';
import type { RouteAnswer } from '@shared/api/route-answers';
import { planFixture, weekFixture, type UserAnswer } from '../support/fixtures';
import { answer, fakeFetch, isRoute, userFixture, type FakeCall } from '../support/render';

afterEach(() => {
  delete window.__tricoachSession;
  delete window.__tricoachReads;
  history.replaceState(null, '', '/');
});

const overview: RouteAnswer<'adminOverview'> = {
  generatedAt: '2026-11-25T00:00:00.000Z',
  accounts: { total: 1, newLast7Days: 1, withActivePlan: 1, watchConnections: 0 },
  weeksCreated: 1,
  credits: { sold: 0, granted: 1, removed: 0 },
  aiTokens: { input: 0, output: 0 },
  tasks: {
    pending: 0,
    running: 0,
    completed: 0,
    failed: 0,
    failureRate: 0,
    p50Ms: null,
    p95Ms: null,
    p95OverMaxBucket: false,
    byType: {},
  },
  deadLetters: { depth: 0 },
  mails: { pending: 0, failed: 0 },
  acceptingSignups: true,
  audit: [],
};

/** What the first-screen reads the tests start answer (the script only starts them; nobody reads the bodies here). */
function firstScreenAnswer(call: FakeCall) {
  if (isRoute('listPlans', call)) return answer('listPlans', [planFixture()]);
  if (isRoute('activeWeek', call)) return answer('activeWeek', weekFixture());
  if (isRoute('getRaceDay', call)) return answer('getRaceDay', null);
  if (isRoute('adminOverview', call)) return answer('adminOverview', overview);
  return undefined;
}

/** Runs index.html's inline script on a path with a given session answer; the URLs it started, once settled. */
async function runScript(path: string, session: Response | null) {
  history.replaceState(null, '', path);
  window.__tricoachSession = Promise.resolve(session);
  const { calls } = fakeFetch(firstScreenAnswer);
  new Function(firstScreenReadsScript())();
  const started = window.__tricoachReads ? await window.__tricoachReads : undefined;
  return { started: started ? Object.keys(started).sort() : undefined, calls: calls.map((c) => c.path).sort() };
}

const signedIn = (overrides: Partial<UserAnswer> = {}) =>
  new Response(JSON.stringify(userFixture(overrides)), { status: 200 });

describe("index.html's first-screen reads", () => {
  it('starts the dashboard reads once the session names a user, and leaves the session answer readable', async () => {
    const session = signedIn();
    const { started, calls } = await runScript('/dashboard', session);
    expect(started).toEqual(['/api/plans', '/api/weeks/active']);
    expect(calls).toEqual(['/api/plans', '/api/weeks/active']);
    expect(await session.json()).toMatchObject({ id: 'u-1' });
  });

  it('fills path parameters into the URL (encoded once)', async () => {
    const { started } = await runScript('/plans/p%201/race-day', signedIn());
    expect(started).toEqual(['/api/plans/p%201/race-day']);
  });

  it('starts nothing for a signed-out visitor, a failed session check, or a path without reads', async () => {
    expect(await runScript('/dashboard', new Response('{"message":"Unauthorized"}', { status: 401 }))).toEqual({
      started: undefined,
      calls: [],
    });
    expect(await runScript('/dashboard', null)).toEqual({ started: undefined, calls: [] });
    expect(await runScript('/not-a-page', signedIn())).toEqual({ started: undefined, calls: [] });
  });

  it("starts the progress screen's one call (ending on the server's day: the app checks it is the athlete's)", async () => {
    expect((await runScript('/progress', signedIn())).started).toEqual(['/api/progress']);
  });

  it("starts an admin's reads only for an admin", async () => {
    expect((await runScript('/admin', signedIn())).calls).toEqual([]);
    expect((await runScript('/admin', signedIn({ isAdmin: true }))).started).toEqual(['/api/admin/overview']);
  });

  it('the app matches paths like the script does', () => {
    expect(firstScreenReadsOf('/plans/p%201/race-day')).toMatchObject({
      params: { planId: 'p 1' },
      row: { reads: ['getRaceDay'] },
    });
    expect(firstScreenReadsOf('/week/')?.row.reads).toEqual(['listPlans', 'activeWeek']);
    expect(firstScreenReadsOf('/dashboard/x')).toBeUndefined();
  });
});
