import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WeekView } from '@shared/schemas/weeks';
import { prefetchRestReads } from '../../../web/src/features/dashboard/components/dashboard-rest-reads';
import type { Plan } from '../../../web/src/features/plans/api/get-plans';
import { weekWorkoutsQueryOptions } from '../../../web/src/features/weeks/api/get-week-workouts';
import { createQueryClient } from '../../../web/src/lib/query-client';
import { fakeFetch } from '../support/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const plan = {
  id: 'p-1',
  active: true,
  status: 'ready',
  planStarts: '2026-01-05',
  primaryEventDate: '2027-06-01',
} as unknown as Plan;
const week = (overrides: Partial<WeekView>) =>
  ({
    id: 'w-1',
    trainingPlanId: 'p-1',
    firstDay: '2026-11-23',
    trainingStyle: 'classic',
    active: true,
    deleted: false,
    status: 'ready',
    requirementsPrompt: '',
    createdAt: '2026-11-20T00:00:00.000Z',
    ...overrides,
  }) as WeekView;

describe("the dashboard's later cards' reads", () => {
  it("start the week's workouts and activities and today's readiness with the plan's weeks, and resolve once all have answered", async () => {
    const answers: Array<() => void> = [];
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        calls.push(new URL(String(input), 'http://localhost').pathname);
        return new Promise<Response>((resolve) => answers.push(() => resolve(new Response('[]', { status: 200 }))));
      }),
    );
    const client = createQueryClient();
    let done = false;
    void prefetchRestReads(client, plan, week({ trainingStyle: 'classic' })).then(() => (done = true));
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
      call.path === '/api/activities' ? { status: 500, body: { message: 'down' } } : { status: 200, body: [] },
    );
    await prefetchRestReads(createQueryClient(), plan, week({ trainingStyle: 'flow' }));
    const paths = () => calls.map((c) => c.path.split('?')[0]).sort();
    expect(paths()).toEqual(['/api/activities', '/api/plans/p-1/weeks', '/api/readiness', '/api/workouts/flow']);
    calls.length = 0;
    await prefetchRestReads(createQueryClient(), plan, week({ status: 'generating' }));
    expect(paths()).toEqual(['/api/plans/p-1/weeks', '/api/readiness']);
  });
});
