import { describe, expect, it } from 'vitest';
import {
  allowedInCurrent,
  isOverLimit,
  slidingCount,
  windowIndex,
} from '../../../functions/modules/accounts/rate-window';
import { LIMITS } from '../../../functions/modules/accounts/limits';

const W = 15 * 60;
const at = (windowNumber: number, fraction: number) => (windowNumber + fraction) * W * 1000;

describe('rate-limit windows', () => {
  it('login limits are 10 failures per 15 minutes, per email and per address', () => {
    expect(LIMITS.loginFailuresPerEmail).toEqual({ limit: 10, windowSeconds: 900 });
    expect(LIMITS.loginFailuresPerAddress).toEqual({ limit: 10, windowSeconds: 900 });
  });

  it('numbers fixed windows by epoch', () => {
    expect(windowIndex(at(100, 0), W)).toBe(100);
    expect(windowIndex(at(100, 0.999), W)).toBe(100);
    expect(windowIndex(at(101, 0), W)).toBe(101);
  });

  it('the 11th attempt inside one window is over, the 10th is not', () => {
    expect(isOverLimit(0, 9, at(5, 0.5), W, 10)).toBe(false);
    expect(isOverLimit(0, 10, at(5, 0.5), W, 10)).toBe(true);
  });

  it('failures just before a window edge still count just after it', () => {
    // 10 failures at the very end of window 5, checked right after window 6 starts: still blocked.
    expect(slidingCount(10, 0, at(6, 0.01), W)).toBeCloseTo(9.9, 5);
    expect(isOverLimit(10, 1, at(6, 0.01), W, 10)).toBe(true);
  });

  it('old failures fade out over the next window and are gone after it', () => {
    expect(slidingCount(10, 0, at(6, 0.5), W)).toBeCloseTo(5, 5);
    expect(isOverLimit(10, 4, at(6, 0.5), W, 10)).toBe(false);
    expect(slidingCount(10, 0, at(6, 0.9999), W)).toBeLessThan(0.01);
  });

  it('the conditional write allows exactly the hits the sliding estimate allows', () => {
    for (const previous of [0, 1, 3, 7, 10, 12])
      for (const fraction of [0, 0.25, 0.5, 0.9]) {
        const weighted = slidingCount(previous, 0, at(6, fraction), W);
        const allowed = allowedInCurrent(weighted, 10);
        for (let current = 0; current < 12; current++)
          expect(current < allowed).toBe(!isOverLimit(previous, current, at(6, fraction), W, 10));
      }
  });
});
