import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from '../../../web/src/lib/settled-within';

afterEach(() => {
  vi.useRealTimers();
});

describe('settledWithin', () => {
  it('resolves as soon as the work settles, also when it fails', async () => {
    vi.useFakeTimers();
    let fail: (error: Error) => void = () => undefined;
    let done = false;
    void settledWithin(new Promise((_, reject) => (fail = reject)), 1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    fail(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('gives up waiting after the time limit', async () => {
    vi.useFakeTimers();
    let done = false;
    void settledWithin(new Promise(() => undefined), 1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
