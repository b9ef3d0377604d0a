import { describe, expect, it, vi } from 'vitest';
import { buildInitMessage } from '../../../web/src/features/chat/lib/init-message';
import { PollFailed, pollStatus, PollTimedOut, POLL_INTERVAL_MS, POLL_MAX_ATTEMPTS } from '../../../web/src/features/chat/lib/poll-status';

describe('chat status polling', () => {
  it('polls every second, at most 30 times, counting failed requests as attempts', async () => {
    const sleeps: number[] = [];
    const fetchStatus = vi.fn().mockRejectedValueOnce(new Error('500: boom')).mockResolvedValue({ completed: false, status: 'running' });
    await expect(pollStatus(fetchStatus, { sleep: async (ms) => void sleeps.push(ms) })).rejects.toBeInstanceOf(PollTimedOut);
    expect(POLL_INTERVAL_MS).toBe(1000);
    expect(fetchStatus).toHaveBeenCalledTimes(POLL_MAX_ATTEMPTS);
    expect(POLL_MAX_ATTEMPTS).toBe(30);
    expect(sleeps.every((ms) => ms === 1000)).toBe(true);
  });

  it('stops at completed, and aborts on failed', async () => {
    const done = vi.fn().mockResolvedValueOnce({ completed: false, status: 'pending' }).mockResolvedValueOnce({ completed: true, status: 'completed', message: 'Hi' });
    await expect(pollStatus(done, { sleep: async () => undefined })).resolves.toMatchObject({ message: 'Hi' });
    expect(done).toHaveBeenCalledTimes(2);
    const failed = vi.fn().mockResolvedValue({ completed: false, status: 'failed', error: 'nope' });
    await expect(pollStatus(failed, { sleep: async () => undefined })).rejects.toBeInstanceOf(PollFailed);
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('builds the hidden initialisation message with language, levels, preferences and instruction', () => {
    const text = buildInitMessage({ language: 'pl', fitness: { swimLevel: 50, bikeLevel: 60, runLevel: 70 }, preferences: null });
    expect(text).toContain('Language: pl');
    expect(text).toContain('swimming 50, cycling 60, running 70');
    expect(text).toContain('Preferences:');
    expect(text).toMatch(/Instruction: .*save_fitness_levels/);
  });
});
