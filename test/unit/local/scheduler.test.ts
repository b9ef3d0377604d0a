import { afterEach, describe, expect, it, vi } from 'vitest';
import { localIntervalMs, scheduledEvent, startScheduler } from '../../../functions/local/scheduler';

afterEach(() => vi.useRealTimers());

describe('local scheduler', () => {
  it('uses the local interval when a job has one', () => {
    expect(localIntervalMs({ name: 'a', entry: 'x', everyMinutes: 1, localEverySeconds: 10, description: '' })).toBe(
      10_000,
    );
    expect(localIntervalMs({ name: 'a', entry: 'x', everyMinutes: 5, description: '' })).toBe(300_000);
  });

  it('sends EventBridge scheduled events', () => {
    expect(scheduledEvent('send-mails', 'eu-central-1', new Date('2026-01-02T03:04:05.678Z'))).toMatchObject({
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      time: '2026-01-02T03:04:05Z',
      resources: [expect.stringContaining('send-mails')],
    });
  });

  it('never overlaps a job with itself', async () => {
    vi.useFakeTimers();
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    const scheduler = startScheduler({
      region: 'eu-central-1',
      jobs: [
        {
          definition: { name: 'slow', entry: 'x', everyMinutes: 1, localEverySeconds: 1, description: '' },
          load: async () => ({
            handler: async () => {
              runs++;
              running++;
              maxRunning = Math.max(maxRunning, running);
              await new Promise((r) => setTimeout(r, 3500));
              running--;
            },
          }),
        },
      ],
    });
    await vi.advanceTimersByTimeAsync(10_000);
    const stopped = scheduler.stop();
    await vi.advanceTimersByTimeAsync(4_000);
    await stopped;
    expect(maxRunning).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(4);
  });
});
