import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_SECONDS, retryDelaySeconds } from '../../../functions/workers/retry-later';

describe('retryDelaySeconds', () => {
  it('doubles from the base per delivery and never waits longer than the cap', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, 10))).toEqual([10, 20, 40, 80]);
    expect(retryDelaySeconds(9, 10)).toBe(MAX_RETRY_DELAY_SECONDS);
    expect(retryDelaySeconds(0, 10)).toBe(10);
  });
});
