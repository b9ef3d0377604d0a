import { describe, expect, it } from 'vitest';
import { hostNote } from '../../../bench/lib/lighthouse-host';

// The ranges are Lighthouse's own (docs/throttling.md, "Benchmarking CPU Power" and "Calibrating the CPU slowdown").
describe('what the mobile preset emulated on the bench host', () => {
  it('a host in the reference range scores the page on a mid-tier phone', () => {
    expect(hostNote([1700, 1800, 1650])).toMatch(
      /index 1,700 \(median.*within the 1,500-2,000.*index ~425, inside the preset's mid-tier phone bracket/,
    );
  });

  it('a fast host (this session: ~2,800) emulates a phone at the top of the bracket', () => {
    expect(hostNote([2804, 2910, 2846])).toMatch(/index 2,846.*faster than the 1,500-2,000.*~712, inside/);
  });

  it('a very fast host emulates a phone faster than the bracket, so its scores flatter the page', () => {
    expect(hostNote([4000])).toMatch(/faster than the mid-tier phone/);
  });

  it('a slow, busy VM (last session: ~1,100) is named as slower than the reference', () => {
    expect(hostNote([1100, 1000, 1200])).toMatch(/index 1,100.*slower than the 1,500-2,000.*~275/);
  });

  it('says so when Lighthouse reported no index', () => {
    expect(hostNote([Number.NaN])).toBe('CPU benchmark index: not reported');
  });
});
