import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../web/src/lib/query-client';
import { useTaskStatus, useTaskWaiter, type TaskWait } from '../../../web/src/lib/task-status';
import { answer, fakeFetch, type FakeAnswer, type FakeCall } from '../support/render';

const EVERY = 60;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function wrapper() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

/** Answers each status read in turn (the last one repeats), noting when it came. */
function statuses(path: string, answers: FakeAnswer[]) {
  const times: number[] = [];
  const { calls } = fakeFetch((call: FakeCall) => {
    if (call.path !== path) return undefined;
    times.push(performance.now());
    return answers[Math.min(times.length, answers.length) - 1];
  });
  return { reads: () => calls.filter((c) => c.path === path).length, times };
}

const running = { completed: false, status: 'running' } as const;
const chatDone = (message: string) => ({ completed: true, status: 'completed', message }) as const;

afterEach(() => vi.unstubAllGlobals());

describe('useTaskStatus', () => {
  it("stops at once on a 'failed' status, with the task's error", async () => {
    const generation = { message: null, workout: null, taskId: 't-1' };
    const api = statuses('/api/workouts/status/t-1', [
      answer('generationStatus', { ...running, ...generation }),
      answer('generationStatus', { completed: false, status: 'failed', error: 'busy', ...generation }),
    ]);
    const { result } = renderHook(() => useTaskStatus('generationStatus', 't-1', { every: EVERY, attempts: 30 }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.state).toBe('failed'));
    expect(result.current.data).toMatchObject({ error: 'busy' });
    await pause(EVERY * 4);
    expect(api.reads()).toBe(2);
  });

  it('gives up after its attempts (a failed read counts as one), reading every interval', async () => {
    const pending = answer('modificationStatus', { ...running, response: null, workout: null, taskId: 't-2' });
    const api = statuses('/api/workouts/modification/t-2/status', [
      pending,
      { status: 500, body: { message: 'down', error: 'down' } },
      pending,
    ]);
    const wait: TaskWait = { every: EVERY, attempts: 4 };
    const { result } = renderHook(() => useTaskStatus('modificationStatus', 't-2', wait), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.state).toBe('timedOut'), { timeout: 3000 });
    await pause(EVERY * 4);
    expect(api.reads()).toBe(4);
    const gaps = api.times.slice(1).map((time, i) => time - api.times[i]!);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(EVERY - 5);
  });

  it('ends on a failed read when stopOnError accepts it, and on completion otherwise', async () => {
    const gone = statuses('/api/plans/status/t-3', [
      { status: 404, body: { message: 'Task not found', error: 'Task not found' } },
    ]);
    const missing = renderHook(
      () => useTaskStatus('planStatus', 't-3', { every: EVERY, attempts: 90, stopOnError: () => true }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(missing.result.current.state).toBe('failed'));
    expect(missing.result.current.error).toBeInstanceOf(Error);
    await pause(EVERY * 3);
    expect(gone.reads()).toBe(1);

    const done = statuses('/api/chat/status/r-1', [
      answer('onboardingChatStatus', running),
      answer('onboardingChatStatus', chatDone('Hi')),
    ]);
    const answered = renderHook(() => useTaskStatus('onboardingChatStatus', 'r-1', { every: EVERY, attempts: 30 }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(answered.result.current.state).toBe('completed'));
    expect(answered.result.current.data).toMatchObject({ message: 'Hi' });
    await pause(EVERY * 3);
    expect(done.reads()).toBe(2);
  });

  it('waits one interval before the first read when asked to (a task only just queued)', async () => {
    const api = statuses('/api/chat2/status/s-2', [answer('assistantChatStatus', chatDone('Hi'))]);
    const { result } = renderHook(
      () => useTaskStatus('assistantChatStatus', 's-2', { every: 400, attempts: 30, delayFirstRead: true }),
      { wrapper: wrapper() },
    );
    await pause(200);
    expect(api.reads()).toBe(0);
    expect(result.current.state).toBe('waiting');
    await waitFor(() => expect(result.current.state).toBe('completed'));
    expect(api.reads()).toBe(1);
  });

  it('reads nothing without a task id or without attempts left', async () => {
    const api = statuses('/api/weeks/status/w-1', [answer('weekStatus', { ...running, weekId: 'w-1' })]);
    const idle = renderHook(() => useTaskStatus('weekStatus', null, { every: EVERY, attempts: 5 }), {
      wrapper: wrapper(),
    });
    const spent = renderHook(() => useTaskStatus('weekStatus', 'w-1', { every: EVERY, attempts: 0 }), {
      wrapper: wrapper(),
    });
    await pause(EVERY * 3);
    expect(idle.result.current.state).toBe('idle');
    expect(spent.result.current.state).toBe('timedOut');
    expect(api.reads()).toBe(0);
  });
});

describe('useTaskWaiter', () => {
  it('resolves with the outcome of the task it was given', async () => {
    statuses('/api/chat2/status/s-1', [
      answer('assistantChatStatus', running),
      answer('assistantChatStatus', chatDone('Done')),
    ]);
    const { result } = renderHook(() => useTaskWaiter('assistantChatStatus', { every: EVERY, attempts: 30 }), {
      wrapper: wrapper(),
    });
    let outcome: Awaited<ReturnType<typeof result.current>> | undefined;
    act(() => void result.current('s-1').then((value) => (outcome = value)));
    await waitFor(() => expect(outcome).toMatchObject({ state: 'completed', data: { message: 'Done' } }));
  });
});
