import { beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../../support/api-event';
import { useTestOutbox } from '../../support/outbox';
import { createTestUser, randomEmail, randomIp } from '../../support/users';

beforeAll(() => useTestOutbox());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function timed(email: string): Promise<number> {
  const started = performance.now();
  const res = await invoke({ method: 'POST', path: '/api/forgot-password', body: { email }, sourceIp: randomIp() });
  const elapsed = performance.now() - started;
  expect(res.status).toBe(202);
  return elapsed;
}

/**
 * Account probing by timing: forgot-password does the same work for an existing and an unknown email (two throttle
 * counts and one queued request; the mail job alone looks the account up), so the answer takes the same time.
 * A correctness property, measured robustly: medians of 30 interleaved requests each, within 20 % of each other.
 */
describe('forgot-password takes the same time whether or not the account exists', () => {
  it('existing vs unknown email: medians of 30 within 20 %', async () => {
    const u = await createTestUser();
    const unknown = randomEmail('nobody');
    for (let i = 0; i < 5; i++) await Promise.all([timed(u.email), timed(unknown)]).catch(() => undefined);
    // Past the per-account mail limit both do the same as before it; interleaved so drift hits both alike.
    const existing: number[] = [];
    const missing: number[] = [];
    for (let i = 0; i < 30; i++) {
      if (i % 2) {
        existing.push(await timed(u.email));
        missing.push(await timed(unknown));
      } else {
        missing.push(await timed(unknown));
        existing.push(await timed(u.email));
      }
    }
    const [a, b] = [median(existing), median(missing)];
    expect(Math.abs(a - b) / Math.min(a, b), `existing ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms`).toBeLessThan(
      0.2,
    );
  }, 120_000);

  it('first requests (a reset link is due): 30 existing vs 30 unknown accounts, medians within 20 %', async () => {
    const users = [];
    for (let i = 0; i < 30; i++) users.push(await createTestUser());
    for (let i = 0; i < 5; i++) await timed(randomEmail('warm'));
    const existing: number[] = [];
    const missing: number[] = [];
    for (const [i, u] of users.entries()) {
      if (i % 2) {
        existing.push(await timed(u.email));
        missing.push(await timed(randomEmail('nobody')));
      } else {
        missing.push(await timed(randomEmail('nobody')));
        existing.push(await timed(u.email));
      }
    }
    const [a, b] = [median(existing), median(missing)];
    expect(Math.abs(a - b) / Math.min(a, b), `existing ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms`).toBeLessThan(
      0.2,
    );
  }, 180_000);
});
