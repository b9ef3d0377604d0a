import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteAnswer } from '@shared/api/route-answers';
import { prefetchRestReads } from '../../../web/src/features/dashboard/components/dashboard-rest-reads';
import { weekWorkoutsQueryOptions } from '../../../web/src/features/weeks/api/get-week-workouts';
import { createQueryClient } from '../../../web/src/lib/query-client';
import { planFixture, weekFixture } from '../support/fixtures';
import { answer, fakeFetch, isRoute, type FakeAnswer, type FakeCall } from '../support/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const plan = planFixture({ planStarts: '2026-01-05' });
const readiness: RouteAnswer<'getReadiness'> = {
  date: '2026-11-23',
  checkIn: null,
  watch: null,
  reading: { date: '2026-11-23', verdict: null, drivers: [], baselineDays: 0, sick: false },
  proposal: null,
  decision: null,
};

/** What each of the later cards' reads answers: the plan's one week, no activities or workouts, an empty day. */
function rest(call: Pick<FakeCall, 'method' | 'path'>): FakeAnswer | undefined {
  if (isRoute('listPlanWeeks', call)) return answer('listPlanWeeks', [weekFixture()]);
  if (isRoute('listActivities', call)) return answer('listActivities', []);
  if (isRoute('getReadiness', call)) return answer('getReadiness', readiness);
  if (isRoute('weekWorkouts', call)) return answer('weekWorkouts', []);
  if (isRoute('flowWorkouts', call)) return answer('flowWorkouts', []);
  return undefined;
}

describe("the dashboard's later cards' reads", () => {
  it("start the week's workouts and activities and today's readiness with the plan's weeks, and resolve once all have answered", async () => {
    const answers: Array<() => void> = [];
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        calls.push(url.pathname);
        const reply = rest({ method: init?.method ?? 'GET', path: url.pathname + url.search });
        if (!reply) throw new Error(`unexpected read ${url.pathname}`);
        return new Promise<Response>((resolve) =>
          answers.push(() => resolve(new Response(JSON.stringify(reply.body), { status: reply.status }))),
        );
      }),
    );
    const client = createQueryClient();
    let done = false;
    void prefetchRestReads(client, plan, weekFixture({ trainingStyle: 'classic' })).then(() => (done = true));
    await vi.waitFor(() => expect(calls.length).toBe(4));
    expect(calls.sort()).toEqual([
      '/api/activities',
      '/api/plans/p-1/weeks',
      '/api/readiness',
      '/api/weeks/w-1/workouts',
    ]);
    answers.slice(0, 3).forEach((answer) => answer());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    answers[3]!();
    await vi.waitFor(() => expect(done).toBe(true));
    expect(client.getQueryData(weekWorkoutsQueryOptions('w-1').queryKey)).toEqual([]);
  });

  it("read a flow week's workouts, nothing of a week still being built, and settle when a read fails", async () => {
    const { calls } = fakeFetch((call) =>
      call.path === '/api/activities' ? { status: 500, body: { message: 'down' } } : rest(call),
    );
    await prefetchRestReads(createQueryClient(), plan, weekFixture({ trainingStyle: 'flow' }));
    const paths = () => calls.map((c) => c.path.split('?')[0]).sort();
    expect(paths()).toEqual(['/api/activities', '/api/plans/p-1/weeks', '/api/readiness', '/api/workouts/flow']);
    calls.length = 0;
    await prefetchRestReads(createQueryClient(), plan, weekFixture({ status: 'generating' }));
    expect(paths()).toEqual(['/api/plans/p-1/weeks', '/api/readiness']);
  });
});
