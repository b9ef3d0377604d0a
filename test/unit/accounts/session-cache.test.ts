import { describe, expect, it } from 'vitest';
import { createSessionCache, type CachedSession } from '../../../functions/modules/accounts/session-cache';

const session = (sidHash: string, userId = 'u1'): CachedSession => ({ sidHash, userId, expiresAt: 2_000_000_000 });

function fixture() {
  let now = 1_000;
  const cache = createSessionCache(() => now);
  let reads = 0;
  const reader = (answer: CachedSession | null) => async () => {
    reads++;
    return answer;
  };
  return { cache, reader, reads: () => reads, advance: (ms: number) => (now += ms) };
}

describe('session cache', () => {
  it('answers a second read within the window without reading again, and reads again after it', async () => {
    const { cache, reader, reads, advance } = fixture();
    expect(await cache.get('h', 5000, reader(session('h')))).toEqual(session('h'));
    advance(4999);
    expect(await cache.get('h', 5000, reader(null))).toEqual(session('h'));
    expect(reads()).toBe(1);
    advance(1);
    expect(await cache.get('h', 5000, reader(null))).toBeNull();
    expect(reads()).toBe(2);
  });

  it('shares one read between concurrent callers', async () => {
    const { cache, reader, reads } = fixture();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('h', 5000, reader(session('h')))));
    expect(answers.every((a) => a?.userId === 'u1')).toBe(true);
    expect(reads()).toBe(1);
  });

  it('always reads for a caller that accepts no age, and refreshes the entry for the others', async () => {
    const { cache, reader, reads } = fixture();
    await cache.get('h', 5000, reader(session('h')));
    expect(await cache.get('h', 0, reader(null))).toBeNull();
    expect(await cache.get('h', 5000, reader(session('h')))).toBeNull();
    expect(reads()).toBe(2);
  });

  it('forgets an ended session and every session of a user', async () => {
    const { cache, reader, reads } = fixture();
    await cache.get('a', 5000, reader(session('a', 'u1')));
    await cache.get('b', 5000, reader(session('b', 'u1')));
    await cache.get('c', 5000, reader(session('c', 'u2')));
    cache.forget('a');
    cache.forgetUser('u1');
    expect(await cache.get('a', 5000, reader(null))).toBeNull();
    expect(await cache.get('b', 5000, reader(null))).toBeNull();
    expect(await cache.get('c', 5000, reader(null))).toEqual(session('c', 'u2'));
    expect(reads()).toBe(5);
  });

  it('does not remember a read that was in flight when a session ended', async () => {
    const { cache, reader, reads } = fixture();
    let release!: () => void;
    const slow = cache.get(
      'h',
      5000,
      () => new Promise<CachedSession>((resolve) => (release = () => resolve(session('h')))),
    );
    cache.forget('h');
    release();
    expect(await slow).toEqual(session('h'));
    expect(await cache.get('h', 5000, reader(null))).toBeNull();
    expect(reads()).toBe(1);
  });

  it('keeps at most 1000 sessions, dropping the oldest', async () => {
    const { cache, reader, reads } = fixture();
    for (let i = 0; i <= 1000; i++) await cache.get(`h${i}`, 5000, reader(session(`h${i}`)));
    expect(await cache.get('h1000', 5000, reader(null))).not.toBeNull();
    expect(await cache.get('h0', 5000, reader(null))).toBeNull();
    expect(reads()).toBe(1002);
  });
});
